import type { MessageTable } from '@shared/i18n/message-table';

// The screens opened from the menus (Matka, promotions, responsible gambling, settings), their
// messages in Tamil: form checks and what they say when a call fails. The browser loads them
// with those screens' catalog, not with the home page; the server translates with them too.

export const messages: MessageTable = {
  'A deposit limit must be between ₹0 and ₹{max}, or empty for none': 'டெபாசிட் லிமிட் ₹0 முதல் ₹{max} வரை இருக்க வேண்டும், வேண்டாமெனில் காலியாக விடவும்',
  'Reality check must be every 15, 30 or 60 minutes, or off': 'ரியாலிட்டி செக் 15, 30 அல்லது 60 நிமிடங்களுக்கு ஒருமுறை இருக்க வேண்டும், அல்லது அணைக்கப்பட வேண்டும்',
  'Time-out must be 1, 7 or 30 days': 'டைம்-அவுட் 1, 7 அல்லது 30 நாட்களாக இருக்க வேண்டும்',
  'Self-exclusion must be 6, 12 or 60 months': 'சுய-விலக்கு 6, 12 அல்லது 60 மாதங்களாக இருக்க வேண்டும்',
  'Promotion code is required': 'புரமோஷன் கோடு தேவை',
  'Failed to load Refer & Earn': 'ரெஃபர் & எர்ன் ஏற்ற முடியவில்லை',
  'Failed to load devices': 'சாதனங்களை ஏற்ற முடியவில்லை',
  'Failed to load matka markets': 'மட்கா மார்க்கெட்டுகளை ஏற்ற முடியவில்லை',
  'Failed to load matka results': 'மட்கா முடிவுகளை ஏற்ற முடியவில்லை',
  'Failed to load promotions': 'புரமோஷன்களை ஏற்ற முடியவில்லை',
  'Failed to load rates': 'ரேட்டுகளை ஏற்ற முடியவில்லை',
  'Failed to load your bets': 'உங்கள் பெட்டுகளை ஏற்ற முடியவில்லை',
  'Failed to load your session': 'உங்கள் அமர்வை ஏற்ற முடியவில்லை',
  'Failed to place bets': 'பெட்டுகளை வைக்க முடியவில்லை',
  'Failed to redeem the code': 'கோடை ரிடீம் செய்ய முடியவில்லை',
  'Failed to set up two-factor sign-in': 'டூ-ஃபேக்டர் உள்நுழைவை அமைக்க முடியவில்லை',
  'Failed to sign out other devices': 'மற்ற சாதனங்களிலிருந்து வெளியேற முடியவில்லை',
  'Failed to sign out that device': 'அந்தச் சாதனத்திலிருந்து வெளியேற முடியவில்லை',
  'Failed to start it. Please try again.': 'தொடங்க முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'Failed to turn off two-factor sign-in': 'டூ-ஃபேக்டர் உள்நுழைவை அணைக்க முடியவில்லை',
  'Failed to turn on two-factor sign-in': 'டூ-ஃபேக்டர் உள்நுழைவை இயக்க முடியவில்லை',
};
