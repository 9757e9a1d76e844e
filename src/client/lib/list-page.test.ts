import { describe, expect, it } from 'vitest';
import { listPageSummary, pageOf, serverPage } from './list-page.ts';

const sixty = Array.from({ length: 60 }, (_, index) => index + 1);

describe('pageOf', () => {
  it('shows 25 at a time: 1–25, 26–50, 51–60 of 60', () => {
    const first = pageOf(sixty, 1, 25);
    expect(first).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 25, total: 60 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]).toBe(1);
    expect(pageOf(sixty, 2, 25)).toMatchObject({ page: 2, first: 26, last: 50 });
    const last = pageOf(sixty, 3, 25);
    expect(last).toMatchObject({ page: 3, first: 51, last: 60 });
    expect(last.items).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
  });

  it('keeps the page within the list: past the end shows the last page, below 1 the first', () => {
    expect(pageOf(sixty, 9, 25)).toMatchObject({ page: 3, first: 51, last: 60 });
    expect(pageOf(sixty, 0, 25)).toMatchObject({ page: 1, first: 1, last: 25 });
    expect(pageOf(sixty, Number.NaN, 25)).toMatchObject({ page: 1 });
  });

  it('makes an empty list page 1 of 1 with nothing shown', () => {
    expect(pageOf([], 2, 25)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0, total: 0 });
  });

  it('has exactly one page for exactly one pageful', () => {
    expect(pageOf(sixty.slice(0, 25), 2, 25)).toMatchObject({ page: 1, pageCount: 1, first: 1, last: 25 });
    expect(pageOf(sixty.slice(0, 26), 2, 25)).toMatchObject({ page: 2, pageCount: 2, first: 26, last: 26 });
  });
});

describe('listPageSummary', () => {
  it("reads 'Showing 1–25 of 60'", () => {
    expect(listPageSummary({ first: 1, last: 25, total: 60 })).toBe('Showing 1–25 of 60');
    expect(listPageSummary({ first: 51, last: 60, total: 60 })).toBe('Showing 51–60 of 60');
    expect(listPageSummary({ first: 1_001, last: 1_025, total: 1_030 })).toBe('Showing 1,001–1,025 of 1,030');
  });
});

describe('serverPage', () => {
  it('places a page the server cut in its list: the rows it shows, not the page size', () => {
    expect(serverPage({ page: 1, pageCount: 3, pageSize: 25, total: 51 }, 25)).toEqual({
      page: 1,
      pageCount: 3,
      first: 1,
      last: 25,
      total: 51,
    });
    expect(serverPage({ page: 3, pageCount: 3, pageSize: 25, total: 51 }, 1)).toEqual({
      page: 3,
      pageCount: 3,
      first: 51,
      last: 51,
      total: 51,
    });
    expect(serverPage({ page: 1, pageCount: 1, pageSize: 25, total: 0 }, 0)).toEqual({
      page: 1,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});
