import type { MessageTable } from '@shared/i18n/message-table';

// Messages only the server writes, in Bengali: refusals it sends to a player and the players'
// notifications, keyed by the English. The server translates its answers with these as with ../bn.ts;
// the browser never loads them (what it receives is already in its language), so they cost the
// site's language chunks nothing.

export const messages: MessageTable = {
  'This selection has been removed from the market': 'এই সিলেকশনটি মার্কেট থেকে সরিয়ে দেওয়া হয়েছে',
  // Refusals of responsible play, promotions, two-factor sign-in, cash out, bet edits and Matka.
  'You are on a time-out until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'আপনি {until} পর্যন্ত টাইম-আউটে আছেন। ততদিন ডিপোজিট, বেট, গেম খেলা বা প্রোমোশন নেওয়া যাবে না; সাইন ইন, হিস্ট্রি দেখা আর উইথড্র করা যাবে।',
  'You have excluded yourself until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'আপনি {until} পর্যন্ত নিজেকে সেলফ-এক্সক্লুড করেছেন। ততদিন ডিপোজিট, বেট, গেম খেলা বা প্রোমোশন নেওয়া যাবে না; সাইন ইন, হিস্ট্রি দেখা আর উইথড্র করা যাবে।',
  'You are already on a time-out until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'আপনি ইতিমধ্যে {until} পর্যন্ত টাইম-আউটে আছেন। এটি কমানো বা তোলা যায় না; শুধু আরও লম্বা একটি এর জায়গা নিতে পারে।',
  'You are already on a self-exclusion until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'আপনি ইতিমধ্যে {until} পর্যন্ত সেলফ-এক্সক্লুশনে আছেন। এটি কমানো বা তোলা যায় না; শুধু আরও লম্বা একটি এর জায়গা নিতে পারে।',
  'Your own deposit limit of {limit} per 24 hours leaves {left} you can deposit now.':
    '24 ঘণ্টায় আপনার নিজের ডিপোজিট লিমিট {limit}; এখন আপনি আর {left} ডিপোজিট করতে পারেন।',
  'Your own deposit limit of {limit} per 7 days leaves {left} you can deposit now.':
    '7 দিনে আপনার নিজের ডিপোজিট লিমিট {limit}; এখন আপনি আর {left} ডিপোজিট করতে পারেন।',
  'Your own deposit limit of {limit} per 30 days leaves {left} you can deposit now.':
    '30 দিনে আপনার নিজের ডিপোজিট লিমিট {limit}; এখন আপনি আর {left} ডিপোজিট করতে পারেন।',
  'Responsible gambling settings saved': 'রেসপনসিবল গ্যাম্বলিং সেটিংস সেভ হয়েছে',
  'Your time-out has started': 'আপনার টাইম-আউট শুরু হয়েছে',
  'Your self-exclusion has started': 'আপনার সেলফ-এক্সক্লুশন শুরু হয়েছে',
  'Promotion code not found': 'প্রোমোশন কোড পাওয়া যায়নি',
  'This promotion has not started yet': 'এই প্রোমোশন এখনও শুরু হয়নি',
  'This promotion has ended': 'এই প্রোমোশন শেষ হয়ে গেছে',
  'You have already redeemed this promotion': 'আপনি এই প্রোমোশন আগেই রিডিম করেছেন',
  'This promotion has reached its limit': 'এই প্রোমোশন তার লিমিটে পৌঁছে গেছে',
  'A deposit bonus is already waiting for your next deposit': 'একটি ডিপোজিট বোনাস আগে থেকেই আপনার পরের ডিপোজিটের অপেক্ষায় আছে',
  // Player refusals found untranslated: a password change, cash out, Refer & Earn for a demo player,
  // a sign-in already ended, text the site would never send, an unknown sport.
  'New password must be different from the current password': 'নতুন পাসওয়ার্ড বর্তমান পাসওয়ার্ড থেকে আলাদা হতে হবে',
  'The price moved, so nothing was cashed out.': 'দর বদলে গেছে, তাই কিছুই ক্যাশ আউট হয়নি।',
  'Refer & Earn is for real-money accounts': 'রেফার করে আয় করুন শুধু রিয়েল-মানি অ্যাকাউন্টের জন্য',
  'Session not found': 'এই সাইন-ইন পাওয়া যায়নি',
  'Sign-in not found': 'এই সাইন-ইন পাওয়া যায়নি',
  'Invalid characters in request': 'অনুরোধে অবৈধ অক্ষর আছে',
  'Unknown sport': 'এই খেলাটি আমাদের কাছে নেই',
  'Promotions are for real-money accounts': 'প্রোমোশন শুধু রিয়েল-মানি অ্যাকাউন্টের জন্য',
  'Bonus added to your bonus wallet': 'বোনাস আপনার বোনাস ওয়ালেটে যোগ হয়েছে',
  'Promotion redeemed: your bonus comes with your next approved deposit': 'প্রোমোশন রিডিম হয়েছে: আপনার পরের অনুমোদিত ডিপোজিটের সঙ্গে বোনাস পাবেন',
  'Invalid authentication code': 'অথেন্টিকেশন কোড ভুল',
  'Set up two-factor sign-in first': 'আগে টু-ফ্যাক্টর সাইন-ইন সেট করুন',
  'Two-factor sign-in is already on': 'টু-ফ্যাক্টর সাইন-ইন আগে থেকেই চালু',
  'Two-factor sign-in is not on': 'টু-ফ্যাক্টর সাইন-ইন চালু নেই',
  'Password is incorrect': 'পাসওয়ার্ড ভুল',
  'Demo accounts cannot use two-factor sign-in': 'ডেমো অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন ব্যবহার করা যায় না',
  'Two-factor sign-in is on': 'টু-ফ্যাক্টর সাইন-ইন চালু',
  'New recovery codes made: the old ones no longer work': 'নতুন রিকভারি কোড তৈরি হয়েছে: পুরনো কোডগুলো আর কাজ করবে না',
  'Two-factor sign-in is off': 'টু-ফ্যাক্টর সাইন-ইন বন্ধ',
  'Cash out is offered on Match Odds and Bookmaker markets only': 'ক্যাশ আউট শুধু Match Odds আর Bookmaker মার্কেটে পাওয়া যায়',
  "Cash out needs a bet above this market's maximum stake of {amount}. Cash out a smaller share.":
    'ক্যাশ আউটের জন্য এই মার্কেটের সর্বোচ্চ স্টেক {amount}-এর বেশি বেট লাগবে। ছোট অংশ ক্যাশ আউট করুন।',
  'Cash out would trade with your own unmatched bet. Cancel it first, then cash out.':
    'ক্যাশ আউট আপনার নিজের আনম্যাচড বেটের সঙ্গে ট্রেড হয়ে যেত। আগে সেটি ক্যানসেল করুন, তারপর ক্যাশ আউট করুন।',
  'Not enough is offered to cash out now. Try a smaller share, or try again shortly.':
    'এখন ক্যাশ আউটের জন্য যথেষ্ট অফার নেই। ছোট অংশ চেষ্টা করুন, বা একটু পরে আবার চেষ্টা করুন।',
  'You have no matched bets to cash out in this market': 'এই মার্কেটে ক্যাশ আউট করার মতো আপনার কোনো ম্যাচড বেট নেই',
  'Your position is already level: there is nothing to cash out': 'আপনার পজিশন আগে থেকেই সমান: ক্যাশ আউট করার কিছু নেই',
  'Give a new price or a new stake': 'নতুন দাম বা নতুন স্টেক দিন',
  'Nothing to change: give a different price or stake': 'বদলানোর কিছু নেই: অন্য দাম বা স্টেক দিন',
  'No YES price is offered on this line': 'এই লাইনে হ্যাঁ (YES)-এর কোনো দাম নেই',
  'No NO price is offered on this line': 'এই লাইনে না (NO)-এর কোনো দাম নেই',
  'The line has changed. Please try again.': 'লাইন বদলে গেছে। আবার চেষ্টা করুন।',
  'The rate has changed. Please try again.': 'রেট বদলে গেছে। আবার চেষ্টা করুন।',
  'This market is not in that sport': 'এই মার্কেট ওই খেলার নয়',
  'This market is not part of that event': 'এই মার্কেট ওই ইভেন্টের অংশ নয়',
  'Bets for the open session are closed. It took bets until {time}.': 'ওপেন সেশনের বেট বন্ধ হয়ে গেছে। {time} পর্যন্ত বেট নেওয়া হয়েছিল।',
  'Bets for the close session are closed. It took bets until {time}.': 'ক্লোজ সেশনের বেট বন্ধ হয়ে গেছে। {time} পর্যন্ত বেট নেওয়া হয়েছিল।',
  '{number} takes no more bets on this draw': 'এই ড্রতে {number}-এ আর বেট নেওয়া হবে না',
  'The most you can stake on {number} now is {amount}': '{number}-এ এখন সর্বোচ্চ {amount} স্টেক করতে পারবেন',
  'This draw was cancelled and takes no bets.': 'এই ড্র বাতিল করা হয়েছে, এতে আর বেট নেওয়া হয় না।',
  'Matka market not found': 'মটকা মার্কেট পাওয়া যায়নি',
  'User not found': 'ইউজার পাওয়া যায়নি',
  'A request with this Idempotency-Key is still being processed': 'এই রিকোয়েস্ট এখনও প্রসেস হচ্ছে',
  'Signed out of that device': 'ওই ডিভাইস থেকে সাইন আউট করা হয়েছে',
  'Failed to launch game': 'গেম চালু করা গেল না',
  // The player's notifications, written in English as they happen and read in the player's language.
  'Your deposit of {amount} was approved and added to your balance.': 'আপনার {amount} ডিপোজিট অনুমোদিত হয়েছে এবং আপনার ব্যালান্সে যোগ হয়েছে।',
  'Your deposit of {amount} was rejected: {reason}': 'আপনার {amount} ডিপোজিট বাতিল হয়েছে: {reason}',
  'Your withdrawal of {amount} was paid to your bank account.': 'আপনার {amount} উইথড্র আপনার ব্যাংক অ্যাকাউন্টে পাঠানো হয়েছে।',
  'Your withdrawal of {amount} was rejected and returned to your balance: {reason}':
    'আপনার {amount} উইথড্র বাতিল হয়েছে এবং টাকা আপনার ব্যালান্সে ফেরত এসেছে: {reason}',
  'A friend you referred made their first deposit: {amount} bonus added to your bonus wallet.':
    'আপনার রেফার করা বন্ধু প্রথম ডিপোজিট করেছেন: {amount} বোনাস আপনার বোনাস ওয়ালেটে যোগ হয়েছে।',
  'New sign-in to your account from {device} (address {address}). If this was not you, change your password and sign out the other devices in Settings.':
    '{device} থেকে আপনার অ্যাকাউন্টে নতুন সাইন-ইন (ঠিকানা {address})। এটি আপনি না হলে পাসওয়ার্ড বদলান এবং সেটিংসে অন্য ডিভাইস থেকে সাইন আউট করুন।',
  'New sign-in to your account from {device}. If this was not you, change your password and sign out the other devices in Settings.':
    '{device} থেকে আপনার অ্যাকাউন্টে নতুন সাইন-ইন। এটি আপনি না হলে পাসওয়ার্ড বদলান এবং সেটিংসে অন্য ডিভাইস থেকে সাইন আউট করুন।',
  'Two-factor sign-in was turned on for your account.': 'আপনার অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন চালু করা হয়েছে।',
  'Two-factor sign-in was turned off for your account.': 'আপনার অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন বন্ধ করা হয়েছে।',
  '{market} void, your stakes are returned.': '{market} বাতিল (void) হয়েছে, আপনার স্টেক ফেরত দেওয়া হয়েছে।',
  '{market} settled: you won {amount}.': '{market} সেটল হয়েছে: আপনি {amount} জিতেছেন।',
  '{market} settled: you lost {amount}.': '{market} সেটল হয়েছে: আপনি {amount} হেরেছেন।',
  '{market} settled: you broke even.': '{market} সেটল হয়েছে: লাভও নেই, ক্ষতিও নেই।',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched, {left} still unmatched.':
    'বেট ম্যাচ হয়েছে: {event}, {market}: {side} {runner} @ {price}, {matched} ম্যাচ হয়েছে, {left} এখনও আনম্যাচড।',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched.':
    'বেট ম্যাচ হয়েছে: {event}, {market}: {side} {runner} @ {price}, {matched} ম্যাচ হয়েছে।',
  // Security changes told by SMS and in notifications, and bonuses forfeited during a break.
  'Your Lotus password was changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার Lotus পাসওয়ার্ড পরিবর্তন করা হয়েছে। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'Two-factor sign-in was turned on for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার Lotus অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন চালু করা হয়েছে। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'Two-factor sign-in was turned off for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার Lotus অ্যাকাউন্টে টু-ফ্যাক্টর সাইন-ইন বন্ধ করা হয়েছে। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'New two-factor recovery codes were made for your Lotus account; the old ones no longer work. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার Lotus অ্যাকাউন্টের জন্য নতুন টু-ফ্যাক্টর রিকভারি কোড তৈরি হয়েছে; পুরনো কোডগুলো আর কাজ করবে না। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'Lotus support turned off two-factor sign-in on your account at your request. Sign in with your password and set it up again. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার অনুরোধে Lotus সাপোর্ট আপনার অ্যাকাউন্টের টু-ফ্যাক্টর সাইন-ইন বন্ধ করেছে। পাসওয়ার্ড দিয়ে সাইন ইন করে আবার সেট আপ করুন। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'A bank account ending {last4} was added to your Lotus account for withdrawals. If this was not you, reset your password with Forgot password and contact support at once.':
    "{last4} দিয়ে শেষ হওয়া একটি ব্যাংক অ্যাকাউন্ট উইথড্রয়ের জন্য আপনার Lotus অ্যাকাউন্টে যোগ করা হয়েছে। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'Your Lotus withdrawal password was set or changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "আপনার Lotus উইথড্র পাসওয়ার্ড সেট বা পরিবর্তন করা হয়েছে। এটি আপনি না করে থাকলে, এখনই 'পাসওয়ার্ড ভুলে গেছেন' দিয়ে পাসওয়ার্ড রিসেট করুন এবং সাপোর্টে যোগাযোগ করুন।",
  'Your deposit was approved during a time-out or self-exclusion, so the deposit bonus you redeemed ({codes}) was forfeited.':
    'আপনার ডিপোজিট টাইম-আউট বা সেলফ-এক্সক্লুশনের সময় অনুমোদিত হয়েছে, তাই আপনার রিডিম করা ডিপোজিট বোনাস ({codes}) বাতিল হয়েছে।',
  'Result corrected: {market}, draw of {date}: {before} is now {after}. Your bets on it were settled again on the corrected result.':
    'ফলাফল সংশোধিত: {market}, {date} তারিখের ড্র: {before} এখন {after}। এর উপর আপনার বেটগুলো সংশোধিত ফলাফলে আবার সেটল করা হয়েছে।',
  '{market} void after a result correction, your stakes are returned.': 'ফলাফল সংশোধনের পর {market} বাতিল (void) হয়েছে, আপনার স্টেক ফেরত দেওয়া হয়েছে।',
  '{market} settled again after a result correction: you won {amount}.': 'ফলাফল সংশোধনের পর {market} আবার সেটল হয়েছে: আপনি {amount} জিতেছেন।',
  '{market} settled again after a result correction: you lost {amount}.': 'ফলাফল সংশোধনের পর {market} আবার সেটল হয়েছে: আপনি {amount} হেরেছেন।',
  '{market} settled again after a result correction: you broke even.': 'ফলাফল সংশোধনের পর {market} আবার সেটল হয়েছে: লাভও নেই, ক্ষতিও নেই।',
  // The withdrawal password's own step, the operator's password reset, self-referral clawbacks.
  'Set your withdrawal password first': 'আগে আপনার উইথড্র পাসওয়ার্ড সেট করুন',
  'Your withdrawal password is already set. Change it with your account password.':
    'আপনার উইথড্র পাসওয়ার্ড আগেই সেট করা আছে। আপনার অ্যাকাউন্ট পাসওয়ার্ড দিয়ে সেটি বদলান।',
  'Withdrawal password set': 'উইথড্র পাসওয়ার্ড সেট হয়েছে',
  'Withdrawal password changed': 'উইথড্র পাসওয়ার্ড বদলানো হয়েছে',
  'Lotus support reset your password and texted the new one to your phone. If you did not ask for this, contact support at once.':
    'Lotus সাপোর্ট আপনার পাসওয়ার্ড রিসেট করেছে এবং নতুনটি আপনার ফোনে SMS করে পাঠিয়েছে। আপনি এটি না চেয়ে থাকলে এখনই সাপোর্টের সঙ্গে যোগাযোগ করুন।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance; {owed} is still owed. Contact support.':
    'আপনার রেফারেল বোনাস ফেরত নেওয়া হয়েছে: আপনি আর আপনার রেফার করা বন্ধু একই ব্যাংক অ্যাকাউন্ট বা ফোন নম্বর ব্যবহার করেন। আপনার মূল ব্যালেন্স থেকে {taken} নেওয়া হয়েছে; {owed} এখনও বাকি। সাপোর্টের সঙ্গে যোগাযোগ করুন।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus; {owed} is still owed. Contact support.':
    'আপনার রেফারেল বোনাস ফেরত নেওয়া হয়েছে: আপনি আর আপনার রেফার করা বন্ধু একই ব্যাংক অ্যাকাউন্ট বা ফোন নম্বর ব্যবহার করেন। আপনার বোনাস থেকে {taken} নেওয়া হয়েছে; {owed} এখনও বাকি। সাপোর্টের সঙ্গে যোগাযোগ করুন।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance.':
    'আপনার রেফারেল বোনাস ফেরত নেওয়া হয়েছে: আপনি আর আপনার রেফার করা বন্ধু একই ব্যাংক অ্যাকাউন্ট বা ফোন নম্বর ব্যবহার করেন। আপনার মূল ব্যালেন্স থেকে {taken} নেওয়া হয়েছে।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus.':
    'আপনার রেফারেল বোনাস ফেরত নেওয়া হয়েছে: আপনি আর আপনার রেফার করা বন্ধু একই ব্যাংক অ্যাকাউন্ট বা ফোন নম্বর ব্যবহার করেন। আপনার বোনাস থেকে {taken} নেওয়া হয়েছে।',
};
