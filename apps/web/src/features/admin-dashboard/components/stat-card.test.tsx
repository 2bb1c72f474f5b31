import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it.each([
    [12.5, 'Increase', '+12.50%'],
    [0, 'No change', '0.00%'],
    [-33.33, 'Decrease', '-33.33%'],
  ])('growth %s shows an %s indicator', (growth, word, text) => {
    render(<StatCard title="Revenue" value="$1,234.50" growth={growth} icon={null} />);
    const card = screen.getByRole('region', { name: 'Revenue' });
    expect(card).toHaveTextContent('$1,234.50');
    expect(card).toHaveTextContent(`${word}:`);
    expect(card).toHaveTextContent(text);
  });

  it('shows no change in grey, not green, and says how many days it compares', () => {
    render(<StatCard title="Revenue" value="$0.00" growth={0} icon={null} comparedDays={1} />);
    const indicator = screen.getByText(/vs previous period/).parentElement!;
    expect(indicator).toHaveClass('text-navy-700');
    expect(indicator).not.toHaveClass('text-success-700');
    expect(indicator).toHaveTextContent('0.00% vs previous period (the day before)');
  });

  it('says what the figure covers when it is not the chosen range', () => {
    render(<StatCard title="Revenue" value="$10.00" growth={0} icon={null} note="This calendar month" />);
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('This calendar month');
  });
});
