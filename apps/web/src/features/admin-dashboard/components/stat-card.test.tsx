import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it.each([
    [12.5, 'Increase', '+12.50%'],
    [0, 'Increase', '+0.00%'],
    [-33.33, 'Decrease', '-33.33%'],
  ])('growth %s shows an %s indicator', (growth, word, text) => {
    render(<StatCard title="Revenue" value="$1,234.50" growth={growth} icon={null} />);
    const card = screen.getByRole('region', { name: 'Revenue' });
    expect(card).toHaveTextContent('$1,234.50');
    expect(card).toHaveTextContent(`${word}:`);
    expect(card).toHaveTextContent(text);
  });

  it('says what the figure covers when it is not the chosen range', () => {
    render(<StatCard title="Revenue" value="$10.00" growth={0} icon={null} note="This calendar month" />);
    expect(screen.getByRole('region', { name: 'Revenue' })).toHaveTextContent('This calendar month');
  });
});
