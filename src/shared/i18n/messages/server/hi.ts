import type { MessageTable } from '@shared/i18n/message-table';

// Messages only the server writes, in Hindi: refusals it sends to a player and the players'
// notifications, keyed by the English. The server translates its answers with these as with ../hi.ts;
// the browser never loads them (what it receives is already in its language), so they cost the
// site's language chunks nothing.

export const messages: MessageTable = {
  'This selection has been removed from the market': 'यह सिलेक्शन मार्केट से हटा दिया गया है',
  // Refusals of responsible play, promotions, two-factor sign-in, cash out, bet edits and Matka.
  'You are on a time-out until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'आप {until} तक टाइम-आउट पर हैं। तब तक आप डिपॉज़िट, बेट, गेम या प्रमोशन नहीं ले सकते; साइन इन करना, अपनी हिस्ट्री देखना और विदड्रॉ करना जारी रहेगा।',
  'You have excluded yourself until {until}. Until then you cannot deposit, bet, play games or take promotions; you can still sign in, see your history and withdraw.':
    'आपने {until} तक खुद को सेल्फ़-एक्सक्लूड किया है। तब तक आप डिपॉज़िट, बेट, गेम या प्रमोशन नहीं ले सकते; साइन इन करना, अपनी हिस्ट्री देखना और विदड्रॉ करना जारी रहेगा।',
  'You are already on a time-out until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'आप पहले से {until} तक टाइम-आउट पर हैं। इसे छोटा या हटाया नहीं जा सकता; सिर्फ़ इससे लंबा ब्रेक इसकी जगह ले सकता है।',
  'You are already on a self-exclusion until {until}. It cannot be shortened or lifted; only a longer one can replace it.':
    'आप पहले से {until} तक सेल्फ़-एक्सक्लूज़न पर हैं। इसे छोटा या हटाया नहीं जा सकता; सिर्फ़ इससे लंबा ब्रेक इसकी जगह ले सकता है।',
  'Your own deposit limit of {limit} per 24 hours leaves {left} you can deposit now.':
    '24 घंटे की आपकी अपनी डिपॉज़िट लिमिट {limit} है; अभी आप {left} और डिपॉज़िट कर सकते हैं।',
  'Your own deposit limit of {limit} per 7 days leaves {left} you can deposit now.':
    '7 दिन की आपकी अपनी डिपॉज़िट लिमिट {limit} है; अभी आप {left} और डिपॉज़िट कर सकते हैं।',
  'Your own deposit limit of {limit} per 30 days leaves {left} you can deposit now.':
    '30 दिन की आपकी अपनी डिपॉज़िट लिमिट {limit} है; अभी आप {left} और डिपॉज़िट कर सकते हैं।',
  'Responsible gambling settings saved': 'रिस्पॉन्सिबल गैम्बलिंग सेटिंग्स सेव हो गईं',
  'Your time-out has started': 'आपका टाइम-आउट शुरू हो गया',
  'Your self-exclusion has started': 'आपका सेल्फ़-एक्सक्लूज़न शुरू हो गया',
  'Promotion code not found': 'प्रमोशन कोड नहीं मिला',
  'This promotion has not started yet': 'यह प्रमोशन अभी शुरू नहीं हुआ है',
  'This promotion has ended': 'यह प्रमोशन खत्म हो चुका है',
  'You have already redeemed this promotion': 'आप यह प्रमोशन पहले ही रिडीम कर चुके हैं',
  'This promotion has reached its limit': 'यह प्रमोशन अपनी लिमिट तक पहुँच गया है',
  'A deposit bonus is already waiting for your next deposit': 'एक डिपॉज़िट बोनस पहले से आपके अगले डिपॉज़िट का इंतज़ार कर रहा है',
  // Player refusals found untranslated: a password change, cash out, Refer & Earn for a demo player,
  // a sign-in already ended, text the site would never send, an unknown sport.
  'New password must be different from the current password': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
  'The price moved, so nothing was cashed out.': 'भाव बदल गया, इसलिए कुछ भी कैश आउट नहीं हुआ।',
  'Refer & Earn is for real-money accounts': 'रेफ़र करें और कमाएँ सिर्फ़ रियल-मनी अकाउंट के लिए है',
  'Session not found': 'यह साइन-इन नहीं मिला',
  'Sign-in not found': 'यह साइन-इन नहीं मिला',
  'Invalid characters in request': 'अनुरोध में अमान्य अक्षर हैं',
  'Unknown sport': 'यह खेल हमारे यहाँ नहीं है',
  'Promotions are for real-money accounts': 'प्रमोशन सिर्फ़ रियल-मनी अकाउंट के लिए हैं',
  'Bonus added to your bonus wallet': 'बोनस आपके बोनस वॉलेट में जोड़ दिया गया',
  'Promotion redeemed: your bonus comes with your next approved deposit': 'प्रमोशन रिडीम हो गया: आपका बोनस अगले मंज़ूर डिपॉज़िट के साथ मिलेगा',
  'Invalid authentication code': 'ऑथेंटिकेशन कोड गलत है',
  'Set up two-factor sign-in first': 'पहले टू-फ़ैक्टर साइन-इन सेट करें',
  'Two-factor sign-in is already on': 'टू-फ़ैक्टर साइन-इन पहले से चालू है',
  'Two-factor sign-in is not on': 'टू-फ़ैक्टर साइन-इन चालू नहीं है',
  'Password is incorrect': 'पासवर्ड गलत है',
  'Demo accounts cannot use two-factor sign-in': 'डेमो अकाउंट टू-फ़ैक्टर साइन-इन इस्तेमाल नहीं कर सकते',
  'Two-factor sign-in is on': 'टू-फ़ैक्टर साइन-इन चालू है',
  'New recovery codes made: the old ones no longer work': 'नए रिकवरी कोड बन गए: पुराने कोड अब काम नहीं करेंगे',
  'Two-factor sign-in is off': 'टू-फ़ैक्टर साइन-इन बंद है',
  'Cash out is offered on Match Odds and Bookmaker markets only': 'कैश आउट सिर्फ़ Match Odds और Bookmaker मार्केट पर मिलता है',
  "Cash out needs a bet above this market's maximum stake of {amount}. Cash out a smaller share.":
    'कैश आउट के लिए इस मार्केट के अधिकतम स्टेक {amount} से बड़ी बेट चाहिए। कम हिस्सा कैश आउट करें।',
  'Cash out would trade with your own unmatched bet. Cancel it first, then cash out.': 'कैश आउट आपकी ही अनमैच्ड बेट से ट्रेड कर देता। पहले उसे कैंसिल करें, फिर कैश आउट करें।',
  'Not enough is offered to cash out now. Try a smaller share, or try again shortly.':
    'अभी कैश आउट के लिए पूरा भाव उपलब्ध नहीं है। कम हिस्सा आज़माएँ, या थोड़ी देर में फिर कोशिश करें।',
  'You have no matched bets to cash out in this market': 'इस मार्केट में कैश आउट के लिए आपकी कोई मैच हुई बेट नहीं है',
  'Your position is already level: there is nothing to cash out': 'आपकी पोज़ीशन पहले से बराबर है: कैश आउट के लिए कुछ नहीं है',
  'Give a new price or a new stake': 'नया भाव या नया स्टेक डालें',
  'Nothing to change: give a different price or stake': 'बदलने को कुछ नहीं: अलग भाव या स्टेक डालें',
  'No YES price is offered on this line': 'इस लाइन पर हाँ (YES) का कोई भाव नहीं है',
  'No NO price is offered on this line': 'इस लाइन पर ना (NO) का कोई भाव नहीं है',
  'The line has changed. Please try again.': 'लाइन बदल गई है। कृपया फिर कोशिश करें।',
  'The rate has changed. Please try again.': 'रेट बदल गया है। कृपया फिर कोशिश करें।',
  'This market is not in that sport': 'यह मार्केट उस खेल में नहीं है',
  'This market is not part of that event': 'यह मार्केट उस इवेंट का हिस्सा नहीं है',
  'Bets for the open session are closed. It took bets until {time}.': 'ओपन सेशन की बेट्स बंद हो चुकी हैं। बेट्स {time} तक ली गईं।',
  'Bets for the close session are closed. It took bets until {time}.': 'क्लोज़ सेशन की बेट्स बंद हो चुकी हैं। बेट्स {time} तक ली गईं।',
  '{number} takes no more bets on this draw': 'इस ड्रॉ में {number} पर अब और बेट नहीं ली जा सकती',
  'The most you can stake on {number} now is {amount}': '{number} पर अभी आप ज़्यादा से ज़्यादा {amount} का स्टेक लगा सकते हैं',
  'This draw was cancelled and takes no bets.': 'यह ड्रॉ रद्द कर दिया गया है, इस पर बेट नहीं लगती।',
  'Matka market not found': 'मटका मार्केट नहीं मिला',
  'User not found': 'यूज़र नहीं मिला',
  'A request with this Idempotency-Key is still being processed': 'यह रिक्वेस्ट अभी प्रोसेस हो रही है',
  'Signed out of that device': 'उस डिवाइस से साइन आउट कर दिया गया',
  'Failed to launch game': 'गेम शुरू नहीं हो सका',
  // The player's notifications, written in English as they happen and read in the player's language.
  'Your deposit of {amount} was approved and added to your balance.': 'आपका {amount} का डिपॉज़िट मंज़ूर हो गया और आपके बैलेंस में जोड़ दिया गया।',
  'Your deposit of {amount} was rejected: {reason}': 'आपका {amount} का डिपॉज़िट रिजेक्ट हो गया: {reason}',
  'Your withdrawal of {amount} was paid to your bank account.': 'आपका {amount} का विदड्रॉ आपके बैंक अकाउंट में भेज दिया गया।',
  'Your withdrawal of {amount} was rejected and returned to your balance: {reason}': 'आपका {amount} का विदड्रॉ रिजेक्ट हुआ और रकम आपके बैलेंस में लौटा दी गई: {reason}',
  'A friend you referred made their first deposit: {amount} bonus added to your bonus wallet.':
    'आपके रेफ़र किए दोस्त ने पहला डिपॉज़िट किया: {amount} बोनस आपके बोनस वॉलेट में जोड़ा गया।',
  'New sign-in to your account from {device} (address {address}). If this was not you, change your password and sign out the other devices in Settings.':
    'आपके अकाउंट में {device} से नया साइन-इन (पता {address})। अगर यह आप नहीं थे, तो पासवर्ड बदलें और सेटिंग्स में दूसरे डिवाइस से साइन आउट करें।',
  'New sign-in to your account from {device}. If this was not you, change your password and sign out the other devices in Settings.':
    'आपके अकाउंट में {device} से नया साइन-इन। अगर यह आप नहीं थे, तो पासवर्ड बदलें और सेटिंग्स में दूसरे डिवाइस से साइन आउट करें।',
  'Two-factor sign-in was turned on for your account.': 'आपके अकाउंट के लिए टू-फ़ैक्टर साइन-इन चालू कर दिया गया।',
  'Two-factor sign-in was turned off for your account.': 'आपके अकाउंट के लिए टू-फ़ैक्टर साइन-इन बंद कर दिया गया।',
  '{market} void, your stakes are returned.': '{market} रद्द (void) हुआ, आपकी स्टेक लौटा दी गई।',
  '{market} settled: you won {amount}.': '{market} सेटल हुआ: आप {amount} जीते।',
  '{market} settled: you lost {amount}.': '{market} सेटल हुआ: आप {amount} हारे।',
  '{market} settled: you broke even.': '{market} सेटल हुआ: न फ़ायदा, न नुकसान।',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched, {left} still unmatched.':
    'बेट मैच हुई: {event}, {market}: {side} {runner} @ {price}, {matched} मैच हुए, {left} अभी अनमैच्ड।',
  'Bet matched: {event}, {market}: {side} {runner} at {price}, {matched} matched.': 'बेट मैच हुई: {event}, {market}: {side} {runner} @ {price}, {matched} मैच हुए।',
  // Security changes told by SMS and in notifications, and bonuses forfeited during a break.
  'Your Lotus password was changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपका Lotus पासवर्ड बदल दिया गया। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'Two-factor sign-in was turned on for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपके Lotus अकाउंट के लिए टू-फ़ैक्टर साइन-इन चालू कर दिया गया। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'Two-factor sign-in was turned off for your Lotus account. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपके Lotus अकाउंट के लिए टू-फ़ैक्टर साइन-इन बंद कर दिया गया। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'New two-factor recovery codes were made for your Lotus account; the old ones no longer work. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपके Lotus अकाउंट के लिए नए टू-फ़ैक्टर रिकवरी कोड बनाए गए; पुराने कोड अब काम नहीं करेंगे। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'Lotus support turned off two-factor sign-in on your account at your request. Sign in with your password and set it up again. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपके अनुरोध पर Lotus सपोर्ट ने आपके अकाउंट का टू-फ़ैक्टर साइन-इन बंद कर दिया। अपने पासवर्ड से साइन इन करें और इसे फिर से सेट करें। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'A bank account ending {last4} was added to your Lotus account for withdrawals. If this was not you, reset your password with Forgot password and contact support at once.':
    "{last4} पर खत्म होने वाला एक बैंक अकाउंट विदड्रॉ के लिए आपके Lotus अकाउंट में जोड़ा गया। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'Your Lotus withdrawal password was set or changed. If this was not you, reset your password with Forgot password and contact support at once.':
    "आपका Lotus विदड्रॉ पासवर्ड सेट किया गया या बदला गया। अगर यह आपने नहीं किया, तो तुरंत 'पासवर्ड भूल गए' से अपना पासवर्ड रीसेट करें और सपोर्ट से संपर्क करें।",
  'Your deposit was approved during a time-out or self-exclusion, so the deposit bonus you redeemed ({codes}) was forfeited.':
    'आपका डिपॉज़िट टाइम-आउट या सेल्फ़-एक्सक्लूज़न के दौरान मंज़ूर हुआ, इसलिए आपके रिडीम किए गए डिपॉज़िट बोनस ({codes}) ज़ब्त कर दिए गए।',
  'Result corrected: {market}, draw of {date}: {before} is now {after}. Your bets on it were settled again on the corrected result.':
    'रिज़ल्ट सुधारा गया: {market}, {date} का ड्रॉ: {before} अब {after} है। इस पर आपकी बेट सुधरे हुए रिज़ल्ट पर फिर से सेटल की गईं।',
  '{market} void after a result correction, your stakes are returned.': 'रिज़ल्ट सुधार के बाद {market} रद्द (void) हुआ, आपकी स्टेक लौटा दी गई।',
  '{market} settled again after a result correction: you won {amount}.': 'रिज़ल्ट सुधार के बाद {market} फिर से सेटल हुआ: आप {amount} जीते।',
  '{market} settled again after a result correction: you lost {amount}.': 'रिज़ल्ट सुधार के बाद {market} फिर से सेटल हुआ: आप {amount} हारे।',
  '{market} settled again after a result correction: you broke even.': 'रिज़ल्ट सुधार के बाद {market} फिर से सेटल हुआ: न फ़ायदा, न नुकसान।',
  // The withdrawal password's own step, the operator's password reset, self-referral clawbacks.
  'Set your withdrawal password first': 'पहले अपना विदड्रॉ पासवर्ड सेट करें',
  'Your withdrawal password is already set. Change it with your account password.': 'आपका विदड्रॉ पासवर्ड पहले से सेट है। उसे अपने अकाउंट पासवर्ड से बदलें।',
  'Withdrawal password set': 'विदड्रॉ पासवर्ड सेट हो गया',
  'Withdrawal password changed': 'विदड्रॉ पासवर्ड बदल दिया गया',
  'Lotus support reset your password and texted the new one to your phone. If you did not ask for this, contact support at once.':
    'Lotus सपोर्ट ने आपका पासवर्ड रीसेट किया और नया पासवर्ड आपके फ़ोन पर SMS से भेजा। अगर आपने यह नहीं माँगा था, तो तुरंत सपोर्ट से संपर्क करें।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance; {owed} is still owed. Contact support.':
    'आपका रेफ़रल बोनस वापस ले लिया गया: आप और आपके रेफ़र किए दोस्त का बैंक अकाउंट या फ़ोन नंबर एक ही है। आपके मेन बैलेंस से {taken} लिया गया; {owed} अभी बाकी है। सपोर्ट से संपर्क करें।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus; {owed} is still owed. Contact support.':
    'आपका रेफ़रल बोनस वापस ले लिया गया: आप और आपके रेफ़र किए दोस्त का बैंक अकाउंट या फ़ोन नंबर एक ही है। आपके बोनस से {taken} लिया गया; {owed} अभी बाकी है। सपोर्ट से संपर्क करें।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your main balance.':
    'आपका रेफ़रल बोनस वापस ले लिया गया: आप और आपके रेफ़र किए दोस्त का बैंक अकाउंट या फ़ोन नंबर एक ही है। आपके मेन बैलेंस से {taken} लिया गया।',
  'Your referral bonus was taken back: you and the friend you referred share a bank account or phone number. {taken} was taken from your bonus.':
    'आपका रेफ़रल बोनस वापस ले लिया गया: आप और आपके रेफ़र किए दोस्त का बैंक अकाउंट या फ़ोन नंबर एक ही है। आपके बोनस से {taken} लिया गया।',
};
