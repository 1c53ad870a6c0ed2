import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CatalogueCardProps } from '@lamaa/ui';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, fakeApi, resetFakeApi, SERVICES } from '../../test/fake-api.js';
import { renderPos } from '../../test/render-pos.js';
import type * as CardModuleType from './catalogue-item-card.js';

type CardModule = typeof CardModuleType;

// Every render of a card, by its title: the grid's keys must not re-render the cards.
const renders = vi.hoisted(() => new Map<string, number>());
vi.mock('./catalogue-item-card.js', async (importOriginal) => {
  const actual = await importOriginal<CardModule>();
  return {
    CatalogueItemCard: (props: CatalogueCardProps) => {
      renders.set(props.title, (renders.get(props.title) ?? 0) + 1);
      return createElement(actual.CatalogueItemCard, props);
    },
  };
});

/** Forty services: the fake catalogue's first one (with See More), then copies of it. */
const MANY = Array.from({ length: 40 }, (_, index) => ({
  ...SERVICES[0],
  id: 100 + index,
  name: { en: `Service ${index + 1}`, ar: `خدمة ${index + 1}` },
}));

beforeAll(() => fakeApi.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  renders.clear();
  fakeApi.use(http.get(`${API}/services`, () => HttpResponse.json({ data: MANY })));
});
afterEach(() => {
  fakeApi.resetHandlers();
  resetFakeApi();
});
afterAll(() => fakeApi.close());

const cards = () => screen.getAllByTestId('catalogue-card');
const isInGrid = () => cards()[0]?.parentElement?.contains(document.activeElement) === true;

/** The services page with its forty cards, focus in the catalogue's search. */
async function openCatalogue(language: 'en' | 'ar' = 'en') {
  const user = userEvent.setup();
  renderPos('/services', { signedIn: true, language });
  await screen.findByRole('listitem', { name: language === 'en' ? 'Service 40' : 'خدمة 40' });
  act(() => screen.getByRole('searchbox', { name: /services|الخدمات/ }).focus());
  return user;
}

describe('the catalogue grid by keyboard', () => {
  it('is one Tab stop: Tab enters at the first card and the next Tab leaves the grid', async () => {
    const user = await openCatalogue();
    let stops = 0;
    do {
      await user.tab();
      stops += 1;
    } while (isInGrid() && stops < 200);
    // One stop in the grid (the first card), the next press is past it.
    expect(stops).toBe(2);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cards()[0]);
  });

  it('comes back by Tab to the card last focused, and only that card is tabbable', async () => {
    const user = await openCatalogue();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cards()[2]);
    await user.tab();
    expect(isInGrid()).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cards()[2]);
    expect(cards().filter((card) => card.tabIndex === 0)).toEqual([cards()[2]]);
  });

  it('moves forward with ArrowLeft in Arabic', async () => {
    const user = await openCatalogue('ar');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cards()[1]);
  });

  it('reaches the card buttons with F2, moves between them with the arrows and goes back with Escape', async () => {
    const user = await openCatalogue();
    await user.tab();
    const card = cards()[0] as HTMLElement;
    const seeMore = within(card).getByRole('button', { name: 'See More' });
    const select = within(card).getByRole('button', { name: 'Select (2)' });
    // Out of the Tab order, still buttons for a screen reader.
    expect([seeMore.tabIndex, select.tabIndex]).toEqual([-1, -1]);
    await user.keyboard('{F2}');
    expect(document.activeElement).toBe(seeMore);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(select);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(card);
    await user.keyboard('{F2}{ArrowRight}{Enter}');
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('re-renders no card when the arrow keys move through the grid', async () => {
    const user = await openCatalogue();
    await user.tab();
    renders.clear();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cards()[5]);
    const rendered = [...renders.values()].reduce((sum, count) => sum + count, 0);
    expect(rendered).toBe(0);
  });
});
