import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
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

const STORED: Business = {
  businessID: 4,
  businessAccountID: 9,
  businessName: 'Bistro Het Pand',
  businessCategory: 'Café',
  businessVatNumber: null,
  businessStreet: 'Onderbergen',
  businessNumber: '1',
  businessZipCode: '9000',
  businessCity: 'Gent',
  businessCountry: 'BE',
  businessDescription: null,
  businessPhone: null,
  businessWebsite: null,
  businessAvatar: null,
  businessCoverPicture: null,
  created_at: '2026-01-01 10:00:00',
};

/** The stored profile; each call is answered by `answer`, the profile's own PUT succeeds. */
function renderStoredProfileForm(answer: (url: string, init?: RequestInit) => Response | undefined) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    return (
      answer(url, init) ??
      new Response(JSON.stringify(STORED), { status: 200, headers: { 'content-type': 'application/json' } })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Toaster />
      <BusinessProfileForm business={STORED} hours={[]} onCancel={() => {}} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('opening hours in the business form', () => {
  it('shows a slot that closes before it opens next to the slot, focuses it, and saves nothing', async () => {
    const fetchMock = renderStoredProfileForm(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Tijdslot toevoegen op Dinsdag' }));
    const close = screen.getByLabelText('Dinsdag sluit');
    await userEvent.clear(close);
    await userEvent.type(close, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const problem = await screen.findByText('Het sluitingsuur moet na het openingsuur liggen.');
    expect(close).toHaveAttribute('aria-invalid', 'true');
    expect(close).toHaveAttribute('aria-describedby', problem.id);
    expect(close).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    // fixed, the message goes and the save goes through
    await userEvent.clear(close);
    await userEvent.type(close, '18:00');
    expect(screen.queryByText('Het sluitingsuur moet na het openingsuur liggen.')).not.toBeInTheDocument();
  });

  it('names a day the server refused as the spec words it, once, and does not say Saved', async () => {
    renderStoredProfileForm((url, init) =>
      url.includes('/businesshours') && init?.method === 'POST'
        ? new Response(
            JSON.stringify({ error: 'validation_error', message: 'De databank weigerde dit uur.' }),
            {
              status: 400,
              headers: { 'content-type': 'application/json' },
            },
          )
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tijdslot toevoegen op Woensdag' }));
    // toasts outlive a test: an earlier save's may still show
    const savedBefore = screen.queryAllByText('Saved').length;
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const failure = 'Failed to add business hours for Woensdag: De databank weigerde dit uur.';
    expect(await screen.findAllByText(failure)).toHaveLength(1);
    // the error is in the form's box, not a toast as well
    expect(document.querySelectorAll('[data-toast-type="error"]')).toHaveLength(0);
    expect(screen.queryAllByText('Saved').length).toBeLessThanOrEqual(savedBefore);
    expect(screen.queryByText('Business hours updated successfully!')).not.toBeInTheDocument();
  });
});
