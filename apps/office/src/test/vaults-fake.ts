// The office's vault calls, answered from vaults kept in memory per test, each answer checked
// against the contract; a title the branch already holds is refused as the server refuses it.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from './fake-api.js';

function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

interface FakeVault {
  id: number;
  branch_id: number | null;
  title: { en: string; ar: string };
  methods: string[];
  provider: string;
  is_cash_drawer: boolean;
  is_archived: boolean;
}

/** What the vault fake holds and the bodies it was sent. */
export interface VaultData {
  vaults: FakeVault[];
  readonly bodies: { method: string; path: string; body: unknown }[];
}

/** A cash drawer and a card terminal in the fake's one branch (id 1). */
export function vaultData(): VaultData {
  return {
    vaults: [
      {
        id: 1,
        branch_id: 1,
        title: { en: 'Cash Drawer', ar: 'درج النقد' },
        methods: ['cash'],
        provider: '',
        is_cash_drawer: true,
        is_archived: false,
      },
      {
        id: 2,
        branch_id: 1,
        title: { en: 'Visa Terminal', ar: 'جهاز الفيزا' },
        methods: ['visa'],
        provider: 'Network International',
        is_cash_drawer: false,
        is_archived: false,
      },
    ],
    bodies: [],
  };
}

type VaultBody = Pick<FakeVault, 'branch_id' | 'title' | 'methods' | 'provider'>;

const taken = () =>
  answer(
    'POST',
    '/office/vaults',
    {
      code: 'vault.title-taken',
      message: 'Another vault of this branch already has this title.',
      errors: { 'title.en': ['Another vault of this branch already has this title.'] },
    },
    422,
  );

/** The handlers of GET, POST and PUT /office/vaults and archiving, over `data`. */
export function vaultHandlers(data: VaultData) {
  const saved = (id: number, body: VaultBody, archived: boolean): FakeVault => ({
    id,
    ...body,
    is_cash_drawer: body.methods.includes('cash'),
    is_archived: archived,
  });
  const archiving = (archived: boolean) =>
    http.post(`${API}/office/vaults/:id/${archived ? 'archive' : 'unarchive'}`, ({ params }) => {
      const id = Number(params['id']);
      const path = `/office/vaults/${id}/${archived ? 'archive' : 'unarchive'}`;
      data.bodies.push({ method: 'POST', path, body: null });
      data.vaults = data.vaults.map((row) =>
        row.id === id ? { ...row, is_archived: archived } : row,
      );
      const vault = data.vaults.find((row) => row.id === id);
      const spec = `/office/vaults/{id}/${archived ? 'archive' : 'unarchive'}`;
      return answer('POST', spec, { data: vault ?? null });
    });
  return [
    http.get(`${API}/office/vaults`, () => answer('GET', '/office/vaults', { data: data.vaults })),
    http.post(`${API}/office/vaults`, async ({ request }) => {
      const body = (await request.json()) as VaultBody;
      data.bodies.push({ method: 'POST', path: '/office/vaults', body });
      if (data.vaults.some((row) => row.title.en === body.title.en)) return taken();
      const vault = saved(data.vaults.length + 1, body, false);
      data.vaults = [...data.vaults, vault];
      return answer('POST', '/office/vaults', { data: vault }, 201);
    }),
    http.put(`${API}/office/vaults/:id`, async ({ request, params }) => {
      const id = Number(params['id']);
      const body = (await request.json()) as VaultBody;
      data.bodies.push({ method: 'PUT', path: `/office/vaults/${id}`, body });
      const vault = saved(id, body, false);
      data.vaults = data.vaults.map((row) => (row.id === id ? vault : row));
      return answer('PUT', '/office/vaults/{id}', { data: vault });
    }),
    archiving(true),
    archiving(false),
  ];
}
