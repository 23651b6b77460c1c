import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, staffMe } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const VERSION = {
  id: 1,
  slug: 'terms',
  version: 1,
  contents: { en: { title: 'Terms', body: '## Eligibility\n\nYou must be **18**.' } },
  createdBy: null,
  createdAt: '2030-01-01T10:00:00.000Z',
};

describe('policy editor', () => {
  it('starts from the current version, previews Markdown and publishes the next one', async () => {
    const api = mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/policies/terms/versions': { status: 200, body: { items: [VERSION] } },
      'POST /api/admin/policies/terms/versions': ({ body }) => ({
        status: 201,
        body: { ...VERSION, id: 2, version: 2, ...(body as object), createdBy: 'c@example.com' },
      }),
    });
    renderApp('/policies/terms');
    expect(await screen.findByText('Publish version 2')).toBeTruthy();
    const user = userEvent.setup();
    const [preview] = screen.getAllByRole('button', { name: 'Preview' });
    await user.click(preview!);
    expect(
      (await screen.findAllByTestId('markdown-preview'))[0]!.querySelector('h2')?.textContent,
    ).toBe('Eligibility');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 2 published')).toBeTruthy();
    expect(api.calls('POST /api/admin/policies/terms/versions')[0]?.body).toEqual({
      contents: { en: VERSION.contents.en },
    });
  }, 20_000);

  it('shows the server’s field errors under the fields', async () => {
    mockApi({
      'GET /api/admin/me': staffMe(['content']),
      'GET /api/admin/policies/terms/versions': { status: 200, body: { items: [] } },
      'POST /api/admin/policies/terms/versions': {
        status: 400,
        body: errorBody('validation_error', {
          fields: { 'contents.en.title': { key: 'Validation.required' } },
        }),
      },
    });
    renderApp('/policies/terms');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
  }, 20_000);
});
