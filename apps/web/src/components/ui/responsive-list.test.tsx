import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResponsiveList } from './responsive-list';

describe('ResponsiveList', () => {
  it('shows the table, one card per item and the pagination that moves', async () => {
    const moves: number[] = [];
    render(
      <ResponsiveList
        items={['alpha', 'beta']}
        itemKey={(item) => item}
        table={<table aria-label="Things" />}
        card={(item) => <article aria-label={item} />}
        page={1}
        totalPages={2}
        onPageChange={(page) => moves.push(page)}
      />,
    );
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'alpha',
      'beta',
    ]);
    expect(screen.getByText('Showing page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Next/ }));
    expect(moves).toEqual([2]);
  });
});
