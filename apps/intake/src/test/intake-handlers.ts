// An in-memory intake API as msw handlers, for the tests: materials, suppliers, branches and
// the multipart invoice post (which checks its fields like the real server and generates
// barcodes), answering through msw's getResponse so no global fetch is patched.
import { assertContractAnswer } from '@lamaa/api-client/testing';
import { getResponse, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';

/** Answers `body` as JSON once the contract allows it for `method path` and the status. */
function answer(method: string, path: string, body: JsonBodyType, status = 200) {
  return HttpResponse.json(assertContractAnswer(method, path, status, body), { status });
}

/** What the fake API recorded, for assertions. */
export interface IntakeApiState {
  readonly suppliers: {
    id: number;
    name: { en: string; ar: string };
    description: string | null;
  }[];
  readonly invoices: FormData[];
  /** Set to make the next invoice post fail with this status and body. */
  failNext: { status: number; body: unknown } | null;
  /** The lists whose load fails as a network error does. */
  failLists: readonly ('materials' | 'suppliers')[];
  /** The server refuses both lists to the user's role. */
  refuseLists: boolean;
}

/** The server's refusal to a role without the intake. */
const REFUSED = {
  code: 'access.forbidden',
  message: 'Your role does not allow this. Ask the owner or a manager.',
  params: { action: 'intake.record' },
};

/** The seeded materials (bilingual names). */
export const MATERIALS = [
  { id: 1, name: { en: 'Car shampoo 5L', ar: 'شامبو سيارات 5 لتر' }, description: null },
  { id: 2, name: { en: 'Microfibre towel', ar: 'منشفة مايكروفايبر' }, description: null },
];

/** The seeded branches. */
export const BRANCHES = [
  { id: 1, name: { en: 'Al Quoz', ar: 'القوز' } },
  { id: 2, name: { en: 'Jumeirah', ar: 'جميرا' } },
];

/** Makes a fresh fake API state with one supplier. */
export function createApiState(): IntakeApiState {
  return {
    suppliers: [
      { id: 1, name: { en: 'Gulf Chemicals', ar: 'الخليج للكيماويات' }, description: null },
    ],
    invoices: [],
    failNext: null,
    failLists: [],
    refuseLists: false,
  };
}

/** The fake API's handlers over a state. */
export function intakeHandlers(state: IntakeApiState): RequestHandler[] {
  return [
    http.get('*/api/pos/materials', () => {
      if (state.refuseLists) return answer('GET', '/pos/materials', REFUSED, 403);
      return state.failLists.includes('materials')
        ? HttpResponse.error()
        : answer('GET', '/pos/materials', { data: MATERIALS });
    }),
    http.get('*/api/pos/branches', () => answer('GET', '/pos/branches', BRANCHES)),
    http.get('*/api/pos/materials/suppliers', () => {
      if (state.refuseLists) return answer('GET', '/pos/materials/suppliers', REFUSED, 403);
      return state.failLists.includes('suppliers')
        ? HttpResponse.error()
        : answer('GET', '/pos/materials/suppliers', { data: state.suppliers });
    }),
    http.post('*/api/pos/materials/suppliers', async ({ request }) => {
      const body = (await request.json()) as { name?: string; description?: string };
      const supplier = {
        id: state.suppliers.length + 1,
        name: { en: body.name ?? '', ar: '' },
        description: body.description ?? null,
      };
      state.suppliers.push(supplier);
      return answer('POST', '/pos/materials/suppliers', { data: supplier }, 201);
    }),
    http.post('*/api/pos/materials/invoice', async ({ request }) => {
      const form = await request.formData();
      state.invoices.push(form);
      if (state.failNext !== null) {
        const { status, body } = state.failNext;
        state.failNext = null;
        return HttpResponse.json(body as Record<string, unknown>, { status });
      }
      const items: {
        id: number;
        material_id: number;
        quantity: number;
        price: number;
        barcode: string;
        include_tax: boolean;
      }[] = [];
      for (let i = 0; form.has(`material_items[${i}][material_id]`); i += 1) {
        const field = (name: string) => {
          const value = form.get(`material_items[${i}][${name}]`);
          // Item fields are text; a file or a missing field reads as empty.
          return typeof value === 'string' ? value : '';
        };
        items.push({
          id: i + 1,
          material_id: Number(field('material_id')),
          quantity: Number(field('quantity')),
          price: Number(field('price')),
          barcode: field('generate_barcode') === '1' ? `LM${String(1000 + i)}` : field('barcode'),
          include_tax: field('include_tax') === '1',
        });
      }
      const supplier = state.suppliers.find(
        (candidate) => candidate.id === Number(form.get('supplier_id')),
      );
      const branch =
        BRANCHES.find((candidate) => candidate.id === Number(form.get('branch_id'))) ?? null;
      return answer(
        'POST',
        '/pos/materials/invoice',
        {
          data: {
            id: 41 + state.invoices.length,
            supplier,
            branch,
            material_items: items,
          },
        },
        201,
      );
    }),
  ];
}

/** A fetch answered by the handlers (404 when none matches). */
export function handlersFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return (await getResponse(handlers, request)) ?? new Response('Not found', { status: 404 });
  };
}
