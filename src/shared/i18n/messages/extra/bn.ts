import type { MessageTable } from '@shared/i18n/message-table';

// The screens opened from the menus (Matka, promotions, responsible gambling, settings), their
// messages in Bengali: form checks and what they say when a call fails. The browser loads them
// with those screens' catalog, not with the home page; the server translates with them too.

export const messages: MessageTable = {
  'A deposit limit must be between ₹0 and ₹{max}, or empty for none': 'ডিপোজিট লিমিট ₹0 থেকে ₹{max}-এর মধ্যে হতে হবে, না চাইলে খালি রাখুন',
  'Reality check must be every 15, 30 or 60 minutes, or off': 'রিয়েলিটি চেক প্রতি 15, 30 বা 60 মিনিটে হতে হবে, অথবা বন্ধ',
  'Time-out must be 1, 7 or 30 days': 'টাইম-আউট 1, 7 বা 30 দিনের হতে হবে',
  'Self-exclusion must be 6, 12 or 60 months': 'সেলফ-এক্সক্লুশন 6, 12 বা 60 মাসের হতে হবে',
  'Promotion code is required': 'প্রোমোশন কোড দিতে হবে',
  'Failed to load Refer & Earn': 'রেফার অ্যান্ড আর্ন লোড হল না',
  'Failed to load devices': 'ডিভাইস লোড হল না',
  'Failed to load matka markets': 'মটকা মার্কেট লোড হল না',
  'Failed to load matka results': 'মটকার রেজাল্ট লোড হল না',
  'Failed to load promotions': 'প্রোমোশন লোড হল না',
  'Failed to load rates': 'রেট লোড হল না',
  'Failed to load your bets': 'আপনার বেট লোড হল না',
  'Failed to load your session': 'আপনার সেশন লোড হল না',
  'Failed to place bets': 'বেট লাগানো গেল না',
  'Failed to redeem the code': 'কোড রিডিম হল না',
  'Failed to set up two-factor sign-in': 'টু-ফ্যাক্টর সাইন-ইন সেট করা গেল না',
  'Failed to sign out other devices': 'অন্য ডিভাইস থেকে সাইন আউট করা গেল না',
  'Failed to sign out that device': 'ওই ডিভাইস থেকে সাইন আউট করা গেল না',
  'Failed to start it. Please try again.': 'শুরু করা গেল না। আবার চেষ্টা করুন।',
  'Failed to turn off two-factor sign-in': 'টু-ফ্যাক্টর সাইন-ইন বন্ধ করা গেল না',
  'Failed to turn on two-factor sign-in': 'টু-ফ্যাক্টর সাইন-ইন চালু করা গেল না',
};
