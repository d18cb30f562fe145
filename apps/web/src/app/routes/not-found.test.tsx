import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

describe('not-found page', () => {
  it('shows the spec texts and a link home for an unknown path', async () => {
    mockFetch();
    renderApp('/no/such/page');
    expect(await screen.findByText('You are lost.', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText("This page doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('#/');
  });
});
