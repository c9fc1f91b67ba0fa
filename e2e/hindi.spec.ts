import { expect, test, type Frame, type Page } from '@playwright/test';
import { freshPhone, openHomeTile, operatorToken, scrollHomeTo } from './helpers';
import { freshUtr, PNG } from './wallet-helpers';

// A Hindi-speaking visitor (the browser asks for hi-IN) registers, deposits, bets and reads the bet
// history, all in Hindi: on each screen no English interface text is left, only the words kept on
// purpose (UTR and other names players use as they are), and what the operator's data names
// (teams, markets, payment options, banners and the ticker). Back and Lay read बैक and ले.

test.use({ locale: 'hi-IN' });

/** Words shown in Latin letters on purpose. */
const KEPT = new Set([
  'utr',
  'upi',
  'id',
  'ifsc',
  'lotus',
  'exchange',
  'whatsapp',
  'telegram',
  'gpay',
  'phonepe',
  'paytm',
  'imps',
  'neft',
  'rtgs',
  'jpg',
  'png',
  'webp',
  'mb',
  'am',
  'pm',
  'fifa',
  'mma',
  'qr',
  'kb',
  'rupee',
  'freecharge',
  'airtel',
  'astropay',
  // The shuffle's name, in the card tables' fairness formula.
  'fisher',
  'yates',
]);

/** English words the interface still shows on this page (or frame), leaving out the operator's own data. */
async function englishWords(page: Page | Frame, dataWords: Set<string>): Promise<string[]> {
  // Every text node shown (screen-reader text included) and every placeholder, each apart.
  const text = await page.evaluate(() => {
    const skipped = (node: Node | null) => node instanceof Element && node.closest('[aria-roledescription="carousel"], script, style, noscript') !== null;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) parts.push(node.textContent ?? '');
    }
    document.querySelectorAll('[placeholder]').forEach((field) => parts.push(field.getAttribute('placeholder') ?? ''));
    return parts.join(' \n ');
  });
  // Hashes and seeds (hex) are data whatever the language.
  const words = text.replace(/[0-9a-f]{16,}/g, ' ').match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  return [...new Set(words.filter((word) => !KEPT.has(word.toLowerCase()) && !dataWords.has(word.toLowerCase())))];
}

test('a Hindi visitor registers, deposits, bets and reads the bet history in Hindi', async ({ page, request }) => {
  // The operator's data (names players and operators write) may be in any language.
  const dataWords = new Set<string>();
  const addWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((word) => dataWords.add(word.toLowerCase()));
  const events = (await (await request.get('/api/events?sport=cricket')).json()) as {
    data: { events: Array<{ id: number; name: string; in_play: boolean; markets: Array<{ id: number; name: string; type: string; status: string }> }> };
  };
  addWords(JSON.stringify(events.data.events));
  for (const path of ['/api/banners', '/api/notifications', '/api/sports']) addWords(await (await request.get(path)).text());

  // Register, guessed Hindi from the browser's languages.
  await page.goto('/register/LOTUS100');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel('फ़ोन नंबर').fill(freshPhone());
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'पासवर्ड दोबारा डालें' }).fill('secret123');
  await expect(page.getByText('रेफ़रल कोड लग गया')).toBeVisible();
  await page.getByRole('checkbox').check();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await page.getByRole('button', { name: 'साइन अप' }).click();
  await expect(page.getByRole('heading', { name: 'Lotus में आपका स्वागत है!' })).toBeVisible();
  const username = (await page.getByTestId('new-username').textContent())?.trim() ?? '';
  addWords(username);
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page).toHaveURL('/');

  // The new account kept the language: the server has it, for every device the player signs in on.
  const token = await page.evaluate(() => localStorage.getItem('lotus_token'));
  await expect
    .poll(async () => {
      const settings = await request.get('/api/user/settings', { headers: { authorization: `Bearer ${token}` } });
      return ((await settings.json()) as { data: { settings: { appearance: { language: string } } } }).data.settings.appearance.language;
    })
    .toBe('hi');

  // Deposit ₹1,500 by UPI, in Hindi.
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'डिपॉज़िट' })).toBeVisible();
  await page.getByLabel('डिपॉज़िट की रकम').fill('50');
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByRole('alert')).toHaveText('रकम ₹100 से ₹5,00,000 के बीच होनी चाहिए');
  await page.getByLabel('डिपॉज़िट की रकम').fill('1500');
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByTestId('deposit-amount')).toHaveText('₹1,500.00');
  const options = (await (await request.get('/api/wallet/payment-options', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: {
      payment_options: Array<{ key: string; label: string; badge: string; accountHolder: string | null; bankName: string | null; upiId: string | null }>;
    };
  };
  // The options' names are the operator's data; their badges are the site's words (a fixed list).
  for (const option of options.data.payment_options) addWords([option.label, option.accountHolder, option.bankName, option.upiId].join(' '));
  const upiOption = options.data.payment_options.find((option) => option.key === 'upi');
  expect(upiOption?.badge, "the demo's UPI option is badged Instant").toBe('Instant');
  const upiCard = page.locator('label').filter({ has: page.getByRole('radio', { name: /QR स्कैन करें/ }) });
  await expect(upiCard.getByText('तुरंत', { exact: true })).toBeVisible();
  await expect(upiCard).not.toContainText('Instant');
  await page.screenshot({ path: 'test-results/hindi/390x844-deposit-badges.png' });
  await page.getByRole('button', { name: 'डिपॉज़िट भेजें' }).click();
  await expect(page.getByRole('alert')).toHaveText('कृपया सभी ज़रूरी जानकारी भरें और रसीद अपलोड करें');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /QR स्कैन करें/ }) })
    .click();
  await expect(page.getByRole('img', { name: /UPI QR कोड/ })).toBeVisible();
  const utr = freshUtr();
  await page.getByLabel('UTR / रेफ़रेंस नंबर').fill(utr);
  addWords('receipt.png');
  await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'रसीद की झलक' })).toBeVisible();
  await page.getByRole('main').getByRole('checkbox').check();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await page.getByRole('button', { name: 'डिपॉज़िट भेजें' }).click();
  await expect(page.getByText('डिपॉज़िट रिक्वेस्ट भेज दी गई')).toBeVisible();
  await expect(page).toHaveURL('/wallet');

  // The operator approves it (the back office stays English).
  const admin = { authorization: `Bearer ${await operatorToken(request)}` };
  const queue = (await (await request.get('/api/admin/deposits?status=processing', { headers: admin })).json()) as {
    data: { deposits: Array<{ id: number; utr_number: string }> };
  };
  const deposit = queue.data.deposits.find((item) => item.utr_number.toUpperCase() === utr.toUpperCase());
  expect(deposit, 'the deposit waits for the operator').toBeDefined();
  expect((await request.post(`/api/admin/deposits/${deposit?.id}/approve`, { headers: admin })).status()).toBe(200);
  await page.getByRole('button', { name: 'वॉलेट रिफ़्रेश करें' }).click();
  await expect(page.getByRole('button', { name: /^बैलेंस ₹1,500\.00/ })).toBeVisible();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);

  // Back a team for ₹100 on an upcoming cricket match.
  const event = events.data.events.find((item) => !item.in_play && item.markets.some((market) => market.type === 'match_odds' && market.status === 'OPEN'));
  if (!event) throw new Error('the demo seed has no upcoming cricket match with open Match Odds');
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  const back = page.getByRole('button', { name: /^बैक .+ @ / }).first();
  await expect(back).toBeEnabled();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await back.click();
  const slip = page.getByRole('dialog', { name: 'बेट स्लिप' });
  await slip.getByRole('textbox', { name: 'स्टेक (₹)' }).fill('100');
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await slip.getByRole('button', { name: 'बेट लगाएँ' }).click();
  await expect(slip.getByRole('button', { name: 'हो गया' })).toBeVisible();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);
  await slip.getByRole('button', { name: 'हो गया' }).click();

  // The bet in the bet history.
  await page.goto('/bet-history');
  await expect(page.getByRole('heading', { name: 'बेट हिस्ट्री' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: event.name }).first()).toBeVisible();
  expect.soft(await englishWords(page, dataWords)).toEqual([]);

  // How Hindi looks on a phone and on a laptop (Devanagari runs longer than English).
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/', '/wallet', '/bet-history', `/event/${event.id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `test-results/hindi/${size.width}x${size.height}${path.replaceAll('/', '-') || '-home'}.png` });
    }
  }
});

test('a Hindi player opens Mines from the home page and its Fairness page, both in Hindi', async ({ page, request }) => {
  // The operator's data, the games' own names, and the seeds and hashes (hex) the frame shows.
  const dataWords = new Set(['mines', 'dice', 'plinko', 'hi', 'lo', 'aviator']);
  const addWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((word) => dataWords.add(word.toLowerCase()));
  // The Fairness page's formula is written as code: HMAC-SHA256(…, "client seed:nonce:round").
  addWords('HMAC SHA client seed nonce round');
  for (const path of ['/api/banners', '/api/notifications', '/api/sports', '/api/games/home-tiles']) addWords(await (await request.get(path)).text());

  await page.goto('/login');
  await page.getByRole('button', { name: 'डेमो ID से लॉगिन करें' }).click();
  await expect(page).toHaveURL('/');
  await openHomeTile(page, 'MINES');
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="MINES"]');
  await expect(game.getByRole('heading', { name: 'MINES' })).toBeVisible();
  await expect(game.getByRole('grid', { name: 'माइंस का मैदान' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'बेट लगाएँ' })).toBeVisible();

  // The frame is the same site: it speaks the site's language and asks the API in it.
  const frame = page.frames().find((candidate) => candidate.url().includes('/play/mines'));
  if (!frame) throw new Error('the game frame did not open');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'hi');
  const session = new URL(frame.url()).searchParams.get('session') ?? '';
  const auth = { authorization: `Bearer ${session}` };
  addWords(await (await request.get('/api/casino/house/session', { headers: auth })).text());
  expect.soft(await englishWords(frame, dataWords)).toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-mines.png' });

  await game.getByRole('link', { name: 'फ़ेयरनेस' }).click();
  await expect(game.getByRole('heading', { name: 'फ़ेयरनेस', level: 1 })).toBeVisible();
  await expect(game.getByRole('heading', { name: 'आपके सीड' })).toBeVisible();
  await expect(game.getByRole('heading', { name: 'आपके राउंड' })).toBeVisible();
  await expect(game.getByText('अभी कोई राउंड नहीं। एक राउंड खेलें, फिर यहाँ वेरिफ़ाई करें।')).toBeVisible();
  for (const path of ['/api/casino/fairness', '/api/casino/fairness/rounds', '/api/casino/fairness/shared-bets']) {
    addWords(await (await request.get(path, { headers: auth })).text());
  }
  // The card tables' section: the tables' names (and ids, in the shoe's formula) as their API gives them.
  await expect(game.getByRole('combobox', { name: 'कार्ड टेबल' })).toBeVisible();
  for (const table of ['dragon-tiger', '7-up-down', 'andar-bahar', 'teenpatti', 'baccarat', 'goal']) {
    const state = (await (await request.get(`/api/casino/house/tables/${table}/state`)).json()) as { data: { title: string; game: string } };
    addWords(`${state.data.title} ${state.data.game}`);
  }
  expect.soft(await englishWords(frame, dataWords)).toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-fairness.png' });
});

test('a Hindi player’s market page, bet slip, withdraw page, statement, bet history and P&L have no English left', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dataWords = new Set<string>();
  const addWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((word) => dataWords.add(word.toLowerCase()));
  const events = (await (await request.get('/api/events?sport=cricket')).json()) as {
    data: { events: Array<{ id: number; name: string; in_play: boolean; markets: Array<{ id: number; name: string; type: string; status: string }> }> };
  };
  addWords(JSON.stringify(events.data.events));
  for (const path of ['/api/banners', '/api/notifications', '/api/sports']) addWords(await (await request.get(path)).text());

  await page.goto('/login');
  await page.getByRole('button', { name: 'डेमो ID से लॉगिन करें' }).click();
  await expect(page).toHaveURL('/');
  // The fresh demo player keeps the visitor's Hindi: the server stores it with the account, so the
  // pages opened below (each a new load) come in Hindi.
  const token = await page.evaluate(() => localStorage.getItem('lotus_token'));
  await expect
    .poll(async () => {
      const settings = await request.get('/api/user/settings', { headers: { authorization: `Bearer ${token}` } });
      return ((await settings.json()) as { data: { settings: { appearance: { language: string } } } }).data.settings.appearance.language;
    })
    .toBe('hi');

  // The market page: the Back and Lay headers, the prices, the slip.
  const event = events.data.events.find((item) => !item.in_play && item.markets.some((market) => market.type === 'match_odds' && market.status === 'OPEN'));
  if (!event) throw new Error('the demo seed has no upcoming cricket match with open Match Odds');
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  const back = page.getByRole('button', { name: /^बैक .+ @ / }).first();
  await expect(back).toBeEnabled();
  await expect(page.getByText('बैक', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('ले', { exact: true }).first()).toBeVisible();
  expect.soft(await englishWords(page, dataWords), 'market page').toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/market-390.png', fullPage: true });
  await back.click();
  const slip = page.getByRole('dialog', { name: 'बेट स्लिप' });
  await slip.getByRole('textbox', { name: 'स्टेक (₹)' }).fill('100');
  expect.soft(await englishWords(page, dataWords), 'bet slip').toEqual([]);
  await slip.getByRole('button', { name: 'बेट लगाएँ' }).click();
  await expect(slip.getByRole('button', { name: 'हो गया' })).toBeVisible();
  expect.soft(await englishWords(page, dataWords), 'bet placed').toEqual([]);
  await slip.getByRole('button', { name: 'हो गया' }).click();

  // Money screens: the withdraw page's limits and notes, the statement's lines, the bet history, P&L.
  for (const [path, heading] of [
    ['/withdraw', 'विदड्रॉ'],
    ['/account-statement', 'अकाउंट स्टेटमेंट'],
    ['/bet-history', 'बेट हिस्ट्री'],
    ['/win-loss', 'बेटिंग प्रॉफ़िट और लॉस'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect.soft(await englishWords(page, dataWords), `${path} (${heading})`).toEqual([]);
    await page.screenshot({ path: `test-results/hindi/money${path.replaceAll('/', '-')}-390.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const path of [`/event/${event.id}`, '/account-statement', '/withdraw']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `test-results/hindi/money${path.replaceAll('/', '-')}-1366.png`, fullPage: true });
  }
});

test("the operator's ticker, banners and promotion reach a Hindi player in the operator's Hindi", async ({ page, request }) => {
  const hindi = { 'accept-language': 'hi' };
  /** Latin-letter words in a text, leaving out those kept on purpose (Lotus, UPI). */
  const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).filter((word) => !KEPT.has(word.toLowerCase()));
  const banners = ((await (await request.get('/api/banners', { headers: hindi })).json()) as { data: { banners: Array<Record<string, string>> } }).data.banners;
  const ticker = (
    (await (await request.get('/api/notifications', { headers: hindi })).json()) as { data: { notifications: Array<{ message: string; audience: string }> } }
  ).data.notifications;
  const [first] = banners;
  if (!first) throw new Error('the demo seed has no banner');
  // The demo's words all have Hindi versions. Other tests on this server add English-only
  // messages and banners of their own ("E2E ..."), at the end: those are not the demo's.
  const isDemo = (text: string | undefined) => !(text ?? '').includes('E2E');
  const demoBanners = banners.filter((banner) => isDemo(banner.title) && isDemo(banner.alt_text));
  const demoTicker = ticker.filter((item) => isDemo(item.message));
  for (const text of [
    ...demoBanners.flatMap((banner) => [banner.title, banner.subtitle, banner.button_label, banner.alt_text]),
    ...demoTicker.map((n) => n.message),
  ]) {
    expect(latinWords(text ?? ''), text).toEqual([]);
  }

  // A visitor's home page: the ticker's first message for visitors and the first banner's words, in Hindi.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The In Play boards are headed by the sport in the site's words, as the sport strip is.
  await expect(page.locator('section[aria-labelledby="home-in-play"]').getByRole('heading', { level: 3, name: 'क्रिकेट', exact: true })).toBeVisible();
  const visitorMessages = ticker.filter((item) => item.audience !== 'players').map((item) => item.message);
  const shownMessage = page.locator('p[aria-live="polite"]').first();
  await expect(shownMessage).toHaveText(visitorMessages[0] ?? '');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  // The banners are below the markets: they come as the player scrolls down to them.
  await scrollHomeTo(page, carousel);
  const firstSlide = carousel.getByRole('group').first();
  await expect(firstSlide.getByText(first.title ?? '', { exact: true })).toBeVisible();
  await expect(firstSlide.getByText(first.subtitle ?? '', { exact: true })).toBeVisible();
  await expect(firstSlide.getByRole('link', { name: first.button_label })).toBeVisible();
  await expect(firstSlide.getByRole('img')).toHaveAttribute('alt', first.alt_text ?? '');
  expect(latinWords(`${await firstSlide.innerText()} ${await shownMessage.innerText()}`)).toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-home-operator-words.png' });

  // A demo player's promotions page: the demo promotion's title and description in Hindi.
  await page.goto('/login');
  await page.getByRole('button', { name: 'डेमो ID से लॉगिन करें' }).click();
  await expect(page).toHaveURL('/');
  const token = await page.evaluate(() => localStorage.getItem('lotus_token'));
  await expect
    .poll(async () => {
      const settings = await request.get('/api/user/settings', { headers: { authorization: `Bearer ${token}` } });
      return ((await settings.json()) as { data: { settings: { appearance: { language: string } } } }).data.settings.appearance.language;
    })
    .toBe('hi');
  const promotions = (
    (await (await request.get('/api/promotions/active', { headers: hindi })).json()) as {
      data: { promotions: Array<{ code: string; title: string; description: string }> };
    }
  ).data.promotions;
  const demo = promotions.find((promotion) => promotion.code === 'WELCOME100');
  if (!demo) throw new Error('the demo seed has no WELCOME100 promotion');
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: demo.title, level: 2 })).toBeVisible();
  await expect(page.getByText(demo.description, { exact: true })).toBeVisible();
  expect(latinWords(`${demo.title} ${demo.description}`.replaceAll(demo.code, ''))).toEqual([]);
  // The promotions' codes, and the footer's payment logos named as their brands are.
  const dataWords = new Set(
    [...promotions.map((promotion) => promotion.code.replace(/\d+/g, ' ')), 'Bank Deposit', 'Airtel Payments'].flatMap((text) =>
      latinWords(text).map((word) => word.toLowerCase()),
    ),
  );
  expect.soft(await englishWords(page, dataWords), 'promotions page').toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-promotions.png', fullPage: true });
});

test("a Hindi visitor reads the casino's game types in Hindi: Popular Games' and the lobby's tags, All Games' captions", async ({ page, request }) => {
  // The titles' and providers' names are the operator's data; their types are the site's words.
  const dataWords = new Set<string>();
  const addWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’]+/g) ?? []).forEach((word) => dataWords.add(word.toLowerCase()));
  const read = async <T>(path: string) => ((await (await request.get(path)).json()) as { data: T }).data;
  for (const collection of ['popular', 'lobby']) {
    const { items } = await read<{ items: Array<{ title: string; provider: string | null }> }>(`/api/games/${collection}`);
    items.forEach((item) => addWords(`${item.title} ${item.provider ?? ''}`));
  }
  const { games } = await read<{ games: Array<{ name: string; provider: string }> }>('/api/games?page_size=100');
  games.forEach((game) => addWords(`${game.name} ${game.provider}`));
  (await read<{ providers: Array<{ name: string }> }>('/api/games/providers')).providers.forEach((provider) => addWords(provider.name));
  // The lobby's studio row names studios as they brand themselves.
  addWords('Royal Games Mac Chicken Rc');

  // The home page's Popular Games: each card's type tag in Hindi.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const popular = page.getByRole('region', { name: 'पॉपुलर गेम्स', exact: true });
  await scrollHomeTo(page, popular);
  await expect(popular.getByText('क्रैश गेम', { exact: true }).first()).toBeVisible();
  await expect(popular.getByText('इंस्टेंट गेम', { exact: true }).first()).toBeVisible();
  const latin = (await popular.innerText()).match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
  expect(latin.filter((word) => !dataWords.has(word.toLowerCase()))).toEqual([]);
  await popular.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/hindi/390x844-popular-games.png' });

  // All Games: the filters and each card's caption.
  await page.goto('/all-games');
  await expect(page.getByRole('group', { name: 'गेम टाइप' }).getByRole('button', { name: 'क्रैश गेम', exact: true })).toBeVisible();
  await expect(page.getByRole('list').getByText('फ़िश गेम', { exact: true }).first()).toBeVisible();
  expect.soft(await englishWords(page, dataWords), 'all games').toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-all-games.png' });

  // The casino lobby: each card's type at its foot in Hindi, and no English beyond the names.
  await page.goto('/casino');
  await expect(page.getByRole('button', { name: 'Aviator खेलें' }).getByText('क्रैश गेम', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mines खेलें' }).getByText('इंस्टेंट गेम', { exact: true })).toBeVisible();
  expect.soft(await englishWords(page, dataWords), 'casino lobby').toEqual([]);
  await page.screenshot({ path: 'test-results/hindi/390x844-casino-lobby.png' });
});
