import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX, displayNameSchema } from '@shared/schemas/user';
import { renderWithProviders } from '@web/test/render';
import { DisplayNameEditor } from './display-name-editor';

// One limit: the counter and the input stop where the rule does, so a name the counter allows
// is never refused.

describe('display name limit', () => {
  it('counts to the longest name the rule accepts, and the input stops there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DisplayNameEditor displayName="Ravi" />);
    await user.click(screen.getByRole('button', { name: /edit/i }));
    const input = screen.getByLabelText('Display name') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, 'x'.repeat(60));
    expect(input.value).toHaveLength(DISPLAY_NAME_MAX);
    expect(screen.getByText(`${DISPLAY_NAME_MAX}/${DISPLAY_NAME_MAX}`)).toBeTruthy();
    expect(displayNameSchema.safeParse(input.value).success).toBe(true);
    expect(displayNameSchema.safeParse('x'.repeat(DISPLAY_NAME_MAX + 1)).success).toBe(false);
  });
});
