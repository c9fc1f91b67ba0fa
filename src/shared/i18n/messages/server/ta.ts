import type { MessageTable } from '@shared/i18n/message-table';

// Messages only the server writes, in Tamil: refusals it sends to a player and the players'
// notifications, keyed by the English. The server translates its answers with these as with ../ta.ts;
// the browser never loads them (what it receives is already in its language), so they cost the
// site's language chunks nothing.

export const messages: MessageTable = {
  'This selection has been removed from the market': 'இந்தத் தேர்வு மார்க்கெட்டிலிருந்து நீக்கப்பட்டது',
  // Refusals of responsible play, promotions, two-factor sign-in, cash out, bet edits and Matka.
  'You are on a time-out until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'நீங்கள் {until} வரை டைம்-அவுட்டில் உள்ளீர்கள். அதுவரை டெபாசிட், பெட், கேம் விளையாடுதல், புரமோஷன் எதுவும் முடியாது; உள்நுழைந்து, உங்கள் வரலாற்றைப் பார்த்து, வித்ட்ரா செய்யலாம்.',
  'You have excluded yourself until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'நீங்கள் {until} வரை உங்களை சுய-விலக்கு செய்துள்ளீர்கள். அதுவரை டெபாசிட், பெட், கேம் விளையாடுதல், புரமோஷன் எதுவும் முடியாது; உள்நுழைந்து, உங்கள் வரலாற்றைப் பார்த்து, வித்ட்ரா செய்யலாம்.',
  'You are already on a time-out until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'நீங்கள் ஏற்கெனவே {until} வரை டைம்-அவுட்டில் உள்ளீர்கள். இதைக் குறைக்கவோ நீக்கவோ முடியாது; இதைவிட நீண்டது மட்டுமே இதன் இடத்தைப் பெறலாம்.',
  'You are already on a self-exclusion until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'நீங்கள் ஏற்கெனவே {until} வரை சுய-விலக்கில் உள்ளீர்கள். இதைக் குறைக்கவோ நீக்கவோ முடியாது; இதைவிட நீண்டது மட்டுமே இதன் இடத்தைப் பெறலாம்.',
  'Your own deposit limit of {limit} per 24 hours leaves {left} you can deposit now.':
    '24 மணி நேரத்துக்கான உங்கள் சொந்த டெபாசிட் லிமிட் {limit}; இப்போது நீங்கள் இன்னும் {left} டெபாசிட் செய்யலாம்.',
  'Your own deposit limit of {limit} per 7 days leaves {left} you can deposit now.':
    '7 நாட்களுக்கான உங்கள் சொந்த டெபாசிட் லிமிட் {limit}; இப்போது நீங்கள் இன்னும் {left} டெபாசிட் செய்யலாம்.',
  'Your own deposit limit of {limit} per 30 days leaves {left} you can deposit now.':
    '30 நாட்களுக்கான உங்கள் சொந்த டெபாசிட் லிமிட் {limit}; இப்போது நீங்கள் இன்னும் {left} டெபாசிட் செய்யலாம்.',
  'Responsible gambling settings saved': 'பொறுப்பான சூதாட்ட அமைப்புகள் சேமிக்கப்பட்டன',
  'Your time-out has started': 'உங்கள் டைம்-அவுட் தொடங்கியது',
  'Your self-exclusion has started': 'உங்கள் சுய-விலக்கு தொடங்கியது',
  'Promotion code not found': 'புரமோஷன் கோடு கிடைக்கவில்லை',
  'This promotion has not started yet': 'இந்த புரமோஷன் இன்னும் தொடங்கவில்லை',
  'This promotion has ended': 'இந்த புரமோஷன் முடிந்துவிட்டது',
  'You have already redeemed this promotion': 'இந்த புரமோஷனை நீங்கள் ஏற்கெனவே ரிடீம் செய்துவிட்டீர்கள்',
  'This promotion has reached its limit': 'இந்த புரமோஷன் அதன் வரம்பை எட்டிவிட்டது',
  'A deposit bonus is already waiting for your next deposit': 'ஒரு டெபாசிட் போனஸ் ஏற்கெனவே உங்கள் அடுத்த டெபாசிட்டுக்காகக் காத்திருக்கிறது',
  // Player refusals found untranslated: a password change, cash out, Refer & Earn for a demo player,
  // a sign-in already ended, text the site would never send, an unknown sport.
  'New password must be different from the current password': 'புதிய பாஸ்வேர்டு தற்போதைய பாஸ்வேர்டிலிருந்து வேறாக இருக்க வேண்டும்',
  'The price moved, so nothing was cashed out.': 'விலை மாறியது, அதனால் எதுவும் கேஷ் அவுட் ஆகவில்லை.',
  'Refer & Earn is for real-money accounts': 'ரெஃபர் செய்து சம்பாதியுங்கள் ரியல்-மணி கணக்குகளுக்கு மட்டுமே',
  'Session not found': 'இந்த சைன்-இன் கிடைக்கவில்லை',
  'Sign-in not found': 'இந்த சைன்-இன் கிடைக்கவில்லை',
  'Invalid characters in request': 'கோரிக்கையில் செல்லாத எழுத்துகள் உள்ளன',
  'Unknown sport': 'இந்த விளையாட்டு எங்களிடம் இல்லை',
  'Promotions are for real-money accounts': 'புரமோஷன்கள் ரியல்-மணி கணக்குகளுக்கு மட்டுமே',
  'Bonus added to your bonus wallet': 'போனஸ் உங்கள் போனஸ் வாலட்டில் சேர்க்கப்பட்டது',
  'Promotion redeemed: your bonus comes with your next approved deposit': 'புரமோஷன் ரிடீம் ஆனது: உங்கள் அடுத்த ஏற்கப்பட்ட டெபாசிட்டுடன் போனஸ் வரும்',
  'Invalid authentication code': 'அங்கீகாரக் கோடு தவறானது',
  'Set up two-factor sign-in first': 'முதலில் டூ-ஃபேக்டர் உள்நுழைவை அமைக்கவும்',
  'Two-factor sign-in is already on': 'டூ-ஃபேக்டர் உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது',
  'Two-factor sign-in is not on': 'டூ-ஃபேக்டர் உள்நுழைவு இயக்கத்தில் இல்லை',
  'Password is incorrect': 'கடவுச்சொல் தவறானது',
  'Demo accounts cannot use two-factor sign-in': 'டெமோ கணக்குகள் டூ-ஃபேக்டர் உள்நுழைவைப் பயன்படுத்த முடியாது',
  'Two-factor sign-in is on': 'டூ-ஃபேக்டர் உள்நுழைவு இயக்கத்தில் உள்ளது',
  'New recovery codes made: the old ones no longer work': 'புதிய மீட்புக் குறியீடுகள் உருவாக்கப்பட்டன: பழையவை இனி வேலை செய்யாது',
  'Two-factor sign-in is off': 'டூ-ஃபேக்டர் உள்நுழைவு அணைக்கப்பட்டுள்ளது',
  'Cash out is offered on Match Odds and Bookmaker markets only': 'கேஷ் அவுட் Match Odds மற்றும் Bookmaker மார்க்கெட்டுகளில் மட்டுமே உண்டு',
  "Cash out needs a bet above this market's maximum stake of {amount}. Cash out a smaller share.":
    'கேஷ் அவுட்டுக்கு இந்த மார்க்கெட்டின் அதிகபட்ச ஸ்டேக் {amount}-ஐ விடப் பெரிய பெட் தேவை. குறைவான பங்கை கேஷ் அவுட் செய்யுங்கள்.',
  'Cash out would trade with your own unmatched bet. Cancel it first, then cash out.':
    'கேஷ் அவுட் உங்கள் சொந்த அன்மேட்ச்டு பெட்டுடன் வர்த்தகம் ஆகிவிடும். முதலில் அதை கேன்சல் செய்து, பிறகு கேஷ் அவுட் செய்யுங்கள்.',
  'Not enough is offered to cash out now. Try a smaller share, or try again shortly.':
    'இப்போது கேஷ் அவுட் செய்யப் போதுமான ஆஃபர் இல்லை. குறைவான பங்கை முயலுங்கள், அல்லது சிறிது நேரத்தில் மீண்டும் முயலுங்கள்.',
  'You have no matched bets to cash out in this market': 'இந்த மார்க்கெட்டில் கேஷ் அவுட் செய்ய உங்களிடம் மேட்ச் ஆன பெட் எதுவும் இல்லை',
  'Your position is already level: there is nothing to cash out': 'உங்கள் நிலை ஏற்கெனவே சமமாக உள்ளது: கேஷ் அவுட் செய்ய எதுவும் இல்லை',
  'Give a new price or a new stake': 'புதிய விலை அல்லது புதிய ஸ்டேக் கொடுங்கள்',
  'Nothing to change: give a different price or stake': 'மாற்ற எதுவும் இல்லை: வேறு விலை அல்லது ஸ்டேக் கொடுங்கள்',
  'No YES price is offered on this line': 'இந்த லைனில் ஆம் (YES) விலை எதுவும் இல்லை',
  'No NO price is offered on this line': 'இந்த லைனில் இல்லை (NO) விலை எதுவும் இல்லை',
  'The line has changed. Please try again.': 'லைன் மாறிவிட்டது. மீண்டும் முயலுங்கள்.',
  'The rate has changed. Please try again.': 'ரேட் மாறிவிட்டது. மீண்டும் முயலுங்கள்.',
  'This market is not in that sport': 'இந்த மார்க்கெட் அந்த விளையாட்டில் இல்லை',
  'This market is not part of that event': 'இந்த மார்க்கெட் அந்த நிகழ்வின் பகுதி அல்ல',
  'Bets for the open session are closed. It took bets until {time}.': 'ஓப்பன் செஷனுக்கான பெட்டுகள் மூடப்பட்டன. {time} வரை பெட்டுகள் ஏற்கப்பட்டன.',
  'Bets for the close session are closed. It took bets until {time}.': 'க்ளோஸ் செஷனுக்கான பெட்டுகள் மூடப்பட்டன. {time} வரை பெட்டுகள் ஏற்கப்பட்டன.',
  '{number} takes no more bets on this draw': 'இந்த டிராவில் {number}-க்கு இனி பெட் ஏற்கப்படாது',
  'The most you can stake on {number} now is {amount}': '{number}-ல் இப்போது அதிகபட்சம் {amount} ஸ்டேக் வைக்கலாம்',
  'This draw was cancelled and takes no bets.': 'இந்த டிரா ரத்து செய்யப்பட்டது, இதில் பெட் ஏற்கப்படாது.',
  'Matka market not found': 'மட்கா மார்க்கெட் கிடைக்கவில்லை',
  'User not found': 'பயனர் கிடைக்கவில்லை',
  'A request with this Idempotency-Key is still being processed': 'இந்தக் கோரிக்கை இன்னும் செயலாக்கப்படுகிறது',
  'Signed out of that device': 'அந்தச் சாதனத்திலிருந்து வெளியேற்றப்பட்டது',
  'Failed to launch game': 'கேமைத் தொடங்க முடியவில்லை',
  // The player's notifications, written in English as they happen and read in the player's language.
  'Your deposit of {amount} was approved and added to your balance.': 'உங்கள் {amount} டெபாசிட் ஏற்கப்பட்டு உங்கள் பேலன்ஸில் சேர்க்கப்பட்டது.',
  'Your deposit of {amount} was rejected: {reason}': 'உங்கள் {amount} டெபாசிட் நிராகரிக்கப்பட்டது: {reason}',
  'Your withdrawal of {amount} was paid to your bank account.': 'உங்கள் {amount} வித்ட்ரா உங்கள் வங்கிக் கணக்கிற்கு அனுப்பப்பட்டது.',
  'Your withdrawal of {amount} was rejected and returned to your balance: {reason}':
    'உங்கள் {amount} வித்ட்ரா நிராகரிக்கப்பட்டு, தொகை உங்கள் பேலன்ஸுக்குத் திருப்பப்பட்டது: {reason}',
  'A friend you referred made their first deposit: {amount} bonus added to your bonus wallet.':
    'நீங்கள் பரிந்துரைத்த நண்பர் முதல் டெபாசிட் செய்தார்: {amount} போனஸ் உங்கள் போனஸ் வாலட்டில் சேர்க்கப்பட்டது.',
  'New sign-in to your account from {device} (address {address}). If this was not you, change your password and sign out the other devices in Settings.':
    '{device} இலிருந்து உங்கள் கணக்கில் புதிய உள்நுழைவு (முகவரி {address}). இது நீங்கள் இல்லையென்றால், கடவுச்சொல்லை மாற்றி, செட்டிங்ஸில் மற்ற சாதனங்களிலிருந்து வெளியேறுங்கள்.',
  'New sign-in to your account from {device}. If this was not you, change your password and sign out the other devices in Settings.':
    '{device} இலிருந்து உங்கள் கணக்கில் புதிய உள்நுழைவு. இது நீங்கள் இல்லையென்றால், கடவுச்சொல்லை மாற்றி, செட்டிங்ஸில் மற்ற சாதனங்களிலிருந்து வெளியேறுங்கள்.',
  'Two-factor sign-in was turned on for your account.': 'உங்கள் கணக்கில் டூ-ஃபேக்டர் உள்நுழைவு இயக்கப்பட்டது.',
  'Two-factor sign-in was turned off for your account.': 'உங்கள் கணக்கில் டூ-ஃபேக்டர் உள்நுழைவு அணைக்கப்பட்டது.',
  '{market} void, your stakes are returned.': '{market} ரத்து (void) ஆனது, உங்கள் ஸ்டேக் திருப்பித் தரப்பட்டது.',
  '{market} settled: you won {amount}.': '{market} செட்டில் ஆனது: நீங்கள் {amount} வென்றீர்கள்.',
  '{market} settled: you lost {amount}.': '{market} செட்டில் ஆனது: நீங்கள் {amount} இழந்தீர்கள்.',
  '{market} settled: you broke even.': '{market} செட்டில் ஆனது: லாபமும் இல்லை, நஷ்டமும் இல்லை.',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched, {left} still unmatched.':
    'பெட் மேட்ச் ஆனது: {event}, {market}: {side} {runner} @ {price}, {matched} மேட்ச் ஆனது, {left} இன்னும் அன்மேட்ச்டு.',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched.':
    'பெட் மேட்ச் ஆனது: {event}, {market}: {side} {runner} @ {price}, {matched} மேட்ச் ஆனது.',
  // Security changes told by SMS and in notifications, and bonuses forfeited during a break.
  'Your Lotus password was changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் Lotus கடவுச்சொல் மாற்றப்பட்டது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'Two-factor sign-in was turned on for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் Lotus கணக்கில் டூ-ஃபேக்டர் உள்நுழைவு இயக்கப்பட்டது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'Two-factor sign-in was turned off for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் Lotus கணக்கில் டூ-ஃபேக்டர் உள்நுழைவு முடக்கப்பட்டது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'New two-factor recovery codes were made for your Lotus account; the old ones no longer work. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் Lotus கணக்குக்கு புதிய டூ-ஃபேக்டர் மீட்புக் குறியீடுகள் உருவாக்கப்பட்டன; பழையவை இனி வேலை செய்யாது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'Lotus support turned off two-factor sign-in on your account at your request. Sign in with your password and set it up again. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் கோரிக்கையின் பேரில் Lotus உதவி மையம் உங்கள் கணக்கின் டூ-ஃபேக்டர் உள்நுழைவை முடக்கியது. உங்கள் கடவுச்சொல்லுடன் உள்நுழைந்து மீண்டும் அமைக்கவும். இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'A bank account ending {last4} was added to your Lotus account for withdrawals. If this was not you, reset your password with Forgot password and contact support at once.':
    "{last4} இல் முடியும் ஒரு வங்கிக் கணக்கு பணம் எடுப்பதற்காக உங்கள் Lotus கணக்கில் சேர்க்கப்பட்டது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'Your Lotus withdrawal password was set or changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "உங்கள் Lotus பணம் எடுக்கும் கடவுச்சொல் அமைக்கப்பட்டது அல்லது மாற்றப்பட்டது. இது நீங்கள் செய்யவில்லை என்றால், உடனே 'கடவுச்சொல் மறந்துவிட்டதா' மூலம் கடவுச்சொல்லை மீட்டமைத்து உதவி மையத்தைத் தொடர்புகொள்ளுங்கள்.",
  'Your deposit was approved during a time-out or self-exclusion, so the deposit bonus you redeemed ({codes}) was forfeited.':
    'உங்கள் டெபாசிட் டைம்-அவுட் அல்லது சுய-விலக்கின் போது அங்கீகரிக்கப்பட்டதால், நீங்கள் பெற்ற டெபாசிட் போனஸ் ({codes}) இழக்கப்பட்டது.',
  'Result corrected: {market}, draw of {date}: {before} is now {after}. Your bets on it were settled again on the corrected result.':
    'முடிவு திருத்தப்பட்டது: {market}, {date} டிரா: {before} இப்போது {after}. இதன் மீதான உங்கள் பந்தயங்கள் திருத்தப்பட்ட முடிவில் மீண்டும் தீர்க்கப்பட்டன.',
  '{market} void after a result correction, your stakes are returned.': 'முடிவு திருத்தத்துக்குப் பின் {market} ரத்து (void) ஆனது, உங்கள் ஸ்டேக் திருப்பித் தரப்பட்டது.',
  '{market} settled again after a result correction: you won {amount}.': 'முடிவு திருத்தத்துக்குப் பின் {market} மீண்டும் செட்டில் ஆனது: நீங்கள் {amount} வென்றீர்கள்.',
  '{market} settled again after a result correction: you lost {amount}.': 'முடிவு திருத்தத்துக்குப் பின் {market} மீண்டும் செட்டில் ஆனது: நீங்கள் {amount} இழந்தீர்கள்.',
  '{market} settled again after a result correction: you broke even.': 'முடிவு திருத்தத்துக்குப் பின் {market} மீண்டும் செட்டில் ஆனது: லாபமும் இல்லை, நஷ்டமும் இல்லை.',
  // The withdrawal password's own step, the operator's password reset, self-referral clawbacks.
  'Set your withdrawal password first': 'முதலில் உங்கள் வித்ட்ரா பாஸ்வேர்டை அமைக்கவும்',
  'Your withdrawal password is already set. Change it with your account password.':
    'உங்கள் வித்ட்ரா பாஸ்வேர்டு ஏற்கனவே அமைக்கப்பட்டுள்ளது. உங்கள் கணக்கு பாஸ்வேர்டைக் கொண்டு அதை மாற்றவும்.',
  'Withdrawal password set': 'வித்ட்ரா பாஸ்வேர்டு அமைக்கப்பட்டது',
  'Withdrawal password changed': 'வித்ட்ரா பாஸ்வேர்டு மாற்றப்பட்டது',
  'Lotus support reset your password and texted the new one to your phone. If you did not ask for this, contact support at once.':
    'Lotus ஆதரவுக் குழு உங்கள் பாஸ்வேர்டை மீட்டமைத்து, புதியதை உங்கள் போனுக்கு SMS மூலம் அனுப்பியது. நீங்கள் இதைக் கேட்கவில்லை என்றால், உடனே ஆதரவுக் குழுவைத் தொடர்பு கொள்ளவும்.',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance; {owed} is still owed. Contact support.':
    'உங்கள் பரிந்துரை போனஸ் திரும்பப் பெறப்பட்டது: நீங்களும் நீங்கள் பரிந்துரைத்த நண்பரும் ஒரே வங்கிக் கணக்கு அல்லது போன் எண்ணைப் பயன்படுத்துகிறீர்கள். உங்கள் முதன்மை இருப்பிலிருந்து {taken} எடுக்கப்பட்டது; {owed} இன்னும் நிலுவையில் உள்ளது. ஆதரவுக் குழுவைத் தொடர்பு கொள்ளவும்.',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus; {owed} is still owed. Contact support.':
    'உங்கள் பரிந்துரை போனஸ் திரும்பப் பெறப்பட்டது: நீங்களும் நீங்கள் பரிந்துரைத்த நண்பரும் ஒரே வங்கிக் கணக்கு அல்லது போன் எண்ணைப் பயன்படுத்துகிறீர்கள். உங்கள் போனஸிலிருந்து {taken} எடுக்கப்பட்டது; {owed} இன்னும் நிலுவையில் உள்ளது. ஆதரவுக் குழுவைத் தொடர்பு கொள்ளவும்.',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance.':
    'உங்கள் பரிந்துரை போனஸ் திரும்பப் பெறப்பட்டது: நீங்களும் நீங்கள் பரிந்துரைத்த நண்பரும் ஒரே வங்கிக் கணக்கு அல்லது போன் எண்ணைப் பயன்படுத்துகிறீர்கள். உங்கள் முதன்மை இருப்பிலிருந்து {taken} எடுக்கப்பட்டது.',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus.':
    'உங்கள் பரிந்துரை போனஸ் திரும்பப் பெறப்பட்டது: நீங்களும் நீங்கள் பரிந்துரைத்த நண்பரும் ஒரே வங்கிக் கணக்கு அல்லது போன் எண்ணைப் பயன்படுத்துகிறீர்கள். உங்கள் போனஸிலிருந்து {taken} எடுக்கப்பட்டது.',
};
