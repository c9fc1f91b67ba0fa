import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { BannersScreen } from './banners-screen';

const stored = {
  id: 4,
  image_url: '/banners/cricket.svg',
  alt_text: 'Live cricket',
  title: 'Live Cricket Exchange',
  subtitle: 'Back and lay',
  button_label: 'Bet in-play',
  link_url: '/cricket',
  translations: { title: { hi: 'लाइव क्रिकेट एक्सचेंज' }, button_label: { hi: 'इन-प्ले बेट लगाएँ' } },
  sort_order: 0,
  is_active: true,
  updated_at: '2026-11-28T05:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

/** The inputs of one word's versions: the fieldset its legend names. */
const versionsOf = (scope: HTMLElement, word: string) => within(scope.querySelector(`fieldset[data-word="${word}"]`) as HTMLElement);

describe('Banners screen', () => {
  it("adds a banner with its words and each word's Hindi, Bengali and Tamil versions", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/banners': () => ok({ banners: [stored] }),
      'POST /api/admin/banners': ({ body }) => ({ ...ok({ banner: { ...stored, id: 5, ...(body as object) } }), status: 201 }),
    });
    renderWithProviders(<BannersScreen />);
    expect(await screen.findByText('Also in Hindi')).toBeTruthy();

    const form = screen.getByRole('button', { name: 'Add banner' }).closest('form') as HTMLFormElement;
    fireEvent.click(within(form).getByRole('radio', { name: 'Image URL' }));
    fireEvent.change(within(form).getByLabelText('Image URL'), { target: { value: '/banners/casino.svg' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Casino' } });
    fireEvent.change(within(form).getByLabelText('Button label'), { target: { value: 'Play now' } });
    // A button without a link is refused before anything is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    expect(await within(form).findByText('A button needs a link')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Button link'), { target: { value: '/casino' } });
    fireEvent.change(versionsOf(form, 'title').getByLabelText('Hindi (हिन्दी)'), { target: { value: 'कसीनो' } });
    fireEvent.change(versionsOf(form, 'button_label').getByLabelText('Tamil (தமிழ்)'), { target: { value: 'இப்போது விளையாடு' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add banner' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        image_url: '/banners/casino.svg',
        title: 'Casino',
        subtitle: '',
        button_label: 'Play now',
        link_url: '/casino',
        alt_text: '',
        translations: {
          title: { hi: 'कसीनो', bn: '', ta: '' },
          subtitle: { hi: '', bn: '', ta: '' },
          button_label: { hi: '', bn: '', ta: 'இப்போது விளையாடு' },
          alt_text: { hi: '', bn: '', ta: '' },
        },
        is_active: true,
      }),
    );
  });

  it("edits a banner's versions, an emptied one sent empty", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/banners': () => ok({ banners: [stored] }),
      'PUT /api/admin/banners/4': ({ body }) => ok({ banner: { ...stored, ...(body as object) } }),
    });
    renderWithProviders(<BannersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Live Cricket Exchange' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
    expect(versionsOf(dialog, 'title').getByLabelText('Hindi (हिन्दी)')).toHaveProperty('value', 'लाइव क्रिकेट एक्सचेंज');
    fireEvent.change(versionsOf(dialog, 'button_label').getByLabelText('Hindi (हिन्दी)'), { target: { value: '' } });
    fireEvent.change(versionsOf(dialog, 'subtitle').getByLabelText('Bengali (বাংলা)'), { target: { value: 'ব্যাক ও লে' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => {
      const sent = calls.find((call) => call.method === 'PUT')?.body as { translations: object; link_url: string };
      expect(sent.link_url).toBe('/cricket');
      expect(sent.translations).toEqual({
        title: { hi: 'लाइव क्रिकेट एक्सचेंज', bn: '', ta: '' },
        subtitle: { hi: '', bn: 'ব্যাক ও লে', ta: '' },
        button_label: { hi: '', bn: '', ta: '' },
        alt_text: { hi: '', bn: '', ta: '' },
      });
    });
  });
});
