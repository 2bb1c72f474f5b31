import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

describe('OneAtATime', () => {
  it('shows the first section at once and each next one in a later task, in order, until all are shown', async () => {
    render(
      <OneAtATime>
        {[<p key="a">Available Flights</p>, <p key="b">Popular Destinations</p>, <p key="c">Newsletter</p>]}
      </OneAtATime>,
    );
    expect(screen.getByText('Available Flights')).toBeInTheDocument();
    expect(screen.queryByText('Popular Destinations')).not.toBeInTheDocument();
    expect(await screen.findByText('Newsletter')).toBeInTheDocument();
    expect(screen.getAllByText(/./).map((p) => p.textContent)).toEqual([
      'Available Flights',
      'Popular Destinations',
      'Newsletter',
    ]);
  });
});
