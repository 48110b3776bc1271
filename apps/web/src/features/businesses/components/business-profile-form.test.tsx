import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusinessProfileForm } from './business-profile-form';

afterEach(() => vi.unstubAllGlobals());

function renderNewProfileForm() {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Response(JSON.stringify({ businessID: 1, ...JSON.parse(String(init?.body ?? '{}')) }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BusinessProfileForm business={null} hours={[]} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('business profile form (spec 001 §5)', () => {
  it('names the missing required fields once, marks them, and sends nothing', async () => {
    const fetchMock = renderNewProfileForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findAllByText(
        'Please complete the required business fields before creating your profile.',
      ),
    ).toHaveLength(1);
    expect(screen.getByLabelText('Bedrijfsnaam *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nummer')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the profile with the shared defaults once the required fields are filled', async () => {
    const fetchMock = renderNewProfileForm();
    await userEvent.type(screen.getByLabelText('Bedrijfsnaam *'), 'Bistro Het Pand');
    await userEvent.type(screen.getByLabelText('Straat *'), 'Onderbergen');
    await userEvent.type(screen.getByLabelText('Postcode *'), '9000');
    await userEvent.type(screen.getByLabelText('Gemeente *'), 'Gent');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/businesses');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      businessName: 'Bistro Het Pand',
      businessCategory: 'Café',
      businessCountry: 'BE',
      businessWebsite: null,
    });
  });
});
