import { DAY_MS, isoDayOf } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { partyPrice } from '@/lib/party';
import { formPrice } from './form-price';

// a Wednesday 60 days ahead or more: no weekend offer, the early bird's rule decides as the list's does
const departureAt = (() => {
  const d = new Date(Date.now() + 60 * DAY_MS);
  while (d.getUTCDay() !== 3) d.setTime(d.getTime() + DAY_MS);
  return d;
})();
const family = { adults: 2, children: 1, infants: 0 };
const bornYearsBefore = (years: number) =>
  isoDayOf(new Date(Date.UTC(departureAt.getUTCFullYear() - years, 0, 15)));

describe('the checkout total before the dates of birth are typed', () => {
  it("is the list's total for the search's party: its child counts as a child, not a third adult", () => {
    const listed = partyPrice(918, family, departureAt).totalCents / 100;
    const untyped = formPrice(918, [{}, {}, {}], departureAt, 0, family.children);
    expect(untyped.total).toBe(listed);
    expect(untyped.fare.lines.map((l) => [l.type, l.count])).toEqual([
      ['adult', 2],
      ['child', 1],
    ]);
  });

  it("follows the dates typed: a child typed is the search's child, and no one else is assumed one", () => {
    const childTyped = formPrice(918, [{ dateOfBirth: bornYearsBefore(7) }, {}, {}], departureAt, 0, 1);
    expect(childTyped.fare.lines.map((l) => [l.type, l.count])).toEqual([
      ['adult', 2],
      ['child', 1],
    ]);
    const allAdults = formPrice(
      918,
      [
        { dateOfBirth: bornYearsBefore(40) },
        { dateOfBirth: bornYearsBefore(38) },
        { dateOfBirth: bornYearsBefore(15) },
      ],
      departureAt,
      0,
      1,
    );
    expect(allAdults.fare.lines.map((l) => [l.type, l.count])).toEqual([['adult', 3]]);
  });

  it('counts everyone untyped as an adult when the search named no children', () => {
    expect(formPrice(918, [{}, {}], departureAt, 0).fare.lines.map((l) => [l.type, l.count])).toEqual([
      ['adult', 2],
    ]);
  });
});
