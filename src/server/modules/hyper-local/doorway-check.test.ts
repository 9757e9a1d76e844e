import { describe, expect, it } from 'vitest';
import { createDoorwayCheck } from './doorway-check.ts';

/** `count` invented words w<from>, w<from+1>, ...: every run of 5 of them is a shingle no other run repeats. */
const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ');

const city = (slug: string, name: string, description: string) => ({
  slug,
  name,
  description,
  overview: '',
  industries: [],
  faq: [],
  businessDistricts: [],
  landmarks: [],
});

// The candidate page: 104 words, so exactly 100 shingles (w0..w4 up to w99..w103).
const candidate = run(0, 104);

describe('the doorway check at its 40% threshold', () => {
  it('passes a page sharing 39 of its 100 shingles with another city page', () => {
    // w0..w42 is 43 words: 39 shingles, all the candidate's; the rest of the page is its own words.
    const check = createDoorwayCheck([city('other', 'Otherton', `${run(0, 43)} ${run(500, 60)}`)], []);
    const verdict = check.check('here', '', candidate);
    expect(verdict).toEqual({ ok: true, closest: { cityName: 'Otherton', page: 'city page', share: 0.39 } });
  });

  it('fails a page sharing 41 of its 100 shingles with another city page, naming it', () => {
    // w0..w44 is 45 words: 41 shingles.
    const check = createDoorwayCheck([city('other', 'Otherton', `${run(0, 45)} ${run(500, 60)}`)], []);
    expect(check.check('here', '', candidate)).toEqual({
      ok: false,
      closest: { cityName: 'Otherton', page: 'city page', share: 0.41 },
      message: "Too close to Otherton's city page: 41% of its 5-word phrases are shared",
    });
  });

  it("does not compare a page with its own city's page or posts, however close", () => {
    const check = createDoorwayCheck(
      [city('here', 'Hereton', candidate), city('other', 'Otherton', run(500, 60))],
      [{ citySlug: 'here', origin: 'landing-page', title: '', content: candidate }],
    );
    const verdict = check.check('here', '', candidate);
    // Only Otherton is compared, and it shares nothing.
    expect(verdict).toEqual({ ok: true, closest: { cityName: 'Otherton', page: 'city page', share: 0 } });
  });

  it("compares with another city's post, and a page added during a run joins the comparison", () => {
    const check = createDoorwayCheck([city('other', 'Otherton', run(500, 60))], []);
    expect(check.check('here', '', candidate).ok).toBe(true);
    check.add({ citySlug: 'other', origin: 'landing-page', title: 'Otherton offices', content: run(0, 104) });
    expect(check.check('here', '', candidate)).toMatchObject({
      ok: false,
      message: 'Too close to Otherton\'s landing page "Otherton offices": 100% of its 5-word phrases are shared',
    });
  });
});
