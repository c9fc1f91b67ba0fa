import type { MessageTable } from '@shared/i18n/message-table';

// The screens opened from the menus (Matka, promotions, responsible gambling, settings), their
// messages in Hindi: form checks and what they say when a call fails. The browser loads them
// with those screens' catalog, not with the home page; the server translates with them too.

export const messages: MessageTable = {
  'A deposit limit must be between ₹0 and ₹{max}, or empty for none': 'डिपॉज़िट लिमिट ₹0 से ₹{max} के बीच होनी चाहिए, या कोई लिमिट न हो तो खाली छोड़ें',
  'Reality check must be every 15, 30 or 60 minutes, or off': 'रियलिटी चेक हर 15, 30 या 60 मिनट पर होना चाहिए, या बंद',
  'Time-out must be 1, 7 or 30 days': 'टाइम-आउट 1, 7 या 30 दिन का होना चाहिए',
  'Self-exclusion must be 6, 12 or 60 months': 'सेल्फ़-एक्सक्लूज़न 6, 12 या 60 महीने का होना चाहिए',
  'Promotion code is required': 'प्रमोशन कोड ज़रूरी है',
  'Failed to load Refer & Earn': 'रेफ़र एंड अर्न लोड नहीं हो सका',
  'Failed to load devices': 'डिवाइस लोड नहीं हो सके',
  'Failed to load matka markets': 'मटका मार्केट लोड नहीं हो सके',
  'Failed to load matka results': 'मटका रिज़ल्ट लोड नहीं हो सके',
  'Failed to load promotions': 'प्रमोशन लोड नहीं हो सके',
  'Failed to load rates': 'रेट लोड नहीं हो सके',
  'Failed to load your bets': 'आपकी बेट्स लोड नहीं हो सकीं',
  'Failed to load your session': 'आपका सेशन लोड नहीं हो सका',
  'Failed to place bets': 'बेट्स नहीं लग सकीं',
  'Failed to redeem the code': 'कोड रिडीम नहीं हो सका',
  'Failed to set up two-factor sign-in': 'टू-फ़ैक्टर साइन-इन सेट नहीं हो सका',
  'Failed to sign out other devices': 'दूसरे डिवाइस से साइन आउट नहीं हो सका',
  'Failed to sign out that device': 'उस डिवाइस से साइन आउट नहीं हो सका',
  'Failed to start it. Please try again.': 'शुरू नहीं हो सका। कृपया फिर कोशिश करें।',
  'Failed to turn off two-factor sign-in': 'टू-फ़ैक्टर साइन-इन बंद नहीं हो सका',
  'Failed to turn on two-factor sign-in': 'टू-फ़ैक्टर साइन-इन चालू नहीं हो सका',
};
