// The spec's sample fixtures (spec §2, §3) as demo catalogue data: every sport of the category
// bar and sidebar, live and upcoming matches with the house quoting around fair prices (null:
// no price, shown '-'), bookmaker and fancy lines on the two live headline cricket matches.

export type SeedMarket =
  | { type: 'match_odds' | 'bookmaker'; name: string; maxStake: number; betDelay?: number; runners: Array<[name: string, fair: number | null]> }
  | { type: 'fancy'; name: string; maxStake: number; yes: [line: number, rate: number]; no: [line: number, rate: number] };

export type SeedEvent = {
  teams?: [string, string];
  name?: string;
  competition: string;
  /** Minutes from now: negative for a match in play. */
  startsIn: number;
  hasGamepad?: boolean;
  markets: SeedMarket[];
};

export const seedSports: Array<[key: string, name: string]> = [
  ['cricket', 'Cricket'],
  ['football', 'Football'],
  ['tennis', 'Tennis'],
  ['volleyball', 'Volleyball'],
  ['sportsbook', 'Sportsbook'],
  ['esports', 'Esports'],
  ['kabaddi', 'Kabaddi'],
  ['winner-cup', 'Winner Cup'],
  ['mma', 'MMA'],
  ['gaelic', 'Gaelic Games'],
  ['fifa-cup-winner', 'FIFA Cup Winner'],
  ['election', 'Election'],
  ['handball', 'Handball'],
  ['australian-rules', 'Australian Rules'],
  ['ice-hockey', 'Ice Hockey'],
  ['basketball', 'Basketball'],
  ['baseball', 'Baseball'],
  ['american-football', 'American Football'],
  ['snooker', 'Snooker'],
  ['table-tennis', 'Table Tennis'],
];

const HOUR = 60;
const DAY = 24 * HOUR;

const odds = (a: string, b: string, fairA: number | null, fairB: number | null, betDelay = 0): SeedMarket => ({
  type: 'match_odds',
  name: 'Match Odds',
  maxStake: 500_000,
  betDelay,
  runners: [
    [a, fairA],
    [b, fairB],
  ],
});

const threeWay = (a: string, b: string, fairs: [number, number, number] | null, betDelay = 0): SeedMarket => ({
  type: 'match_odds',
  name: 'Match Odds',
  maxStake: 500_000,
  betDelay,
  runners: [
    [a, fairs?.[0] ?? null],
    ['The Draw', fairs?.[1] ?? null],
    [b, fairs?.[2] ?? null],
  ],
});

const bookmaker = (a: string, b: string, fairA: number, fairB: number): SeedMarket => ({
  type: 'bookmaker',
  name: 'Bookmaker',
  maxStake: 100_000,
  runners: [
    [a, fairA],
    [b, fairB],
  ],
});

const fancy = (name: string, no: [number, number], yes: [number, number]): SeedMarket => ({ type: 'fancy', name, maxStake: 50_000, no, yes });

const match = (
  teams: [string, string],
  competition: string,
  startsIn: number,
  markets: (t: [string, string]) => SeedMarket[],
  hasGamepad = false,
): SeedEvent => ({
  teams,
  competition,
  startsIn,
  hasGamepad,
  markets: markets(teams),
});

/** In-play cricket match odds wait 3 seconds before matching (the bet delay). */
const cricket = (fairA: number | null, fairB: number | null, live: boolean) => (t: [string, string]) => [odds(t[0], t[1], fairA, fairB, live ? 3 : 0)];
const cricketTest = (fairs: [number, number, number], live: boolean) => (t: [string, string]) => [threeWay(t[0], t[1], fairs, live ? 3 : 0)];
const football = (fairs: [number, number, number] | null) => (t: [string, string]) => [threeWay(t[0], t[1], fairs)];
const twoWay = (fairA: number | null, fairB: number | null) => (t: [string, string]) => [odds(t[0], t[1], fairA, fairB)];

export const seedEvents: Record<string, SeedEvent[]> = {
  cricket: [
    match(
      ['India', 'Australia'],
      'ODI Series',
      -95,
      (t) => [
        odds(t[0], t[1], 1.85, 2.06, 3),
        bookmaker(t[0], t[1], 1.85, 2.06),
        fancy('10 Over Runs IND', [58, 100], [59, 100]),
        fancy('15 Over Runs IND', [88, 110], [88, 90]),
        fancy('Fall of 1st Wkt IND', [34, 100], [35, 100]),
      ],
      true,
    ),
    match(
      ['England', 'South Africa'],
      'T20 International',
      -40,
      (t) => [odds(t[0], t[1], 2.2, 1.72, 3), bookmaker(t[0], t[1], 2.2, 1.72), fancy('6 Over Runs ENG', [52, 100], [53, 100])],
      true,
    ),
    match(['Mumbai Indians', 'Chennai Super Kings'], 'Indian Premier League', -70, cricket(1.95, 1.95, true), true),
    match(['Pakistan', 'New Zealand'], 'Test Series', -300, cricketTest([2.6, 3.4, 2.9], true)),
    match(['Sri Lanka', 'Bangladesh'], 'ODI Series', -150, cricket(1.62, 2.4, true)),
    match(['Royal Challengers Bengaluru', 'Kolkata Knight Riders'], 'Indian Premier League', 3 * HOUR, cricket(1.9, 2.0, false), true),
    match(['West Indies', 'Afghanistan'], 'T20 International', 6 * HOUR, cricket(1.74, 2.16, false)),
    match(['Sunrisers Hyderabad', 'Rajasthan Royals'], 'Indian Premier League', DAY, cricket(2.04, 1.86, false)),
    match(['Delhi Capitals', 'Punjab Kings'], 'Indian Premier League', DAY + 4 * HOUR, cricket(1.8, 2.1, false)),
    match(['Australia', 'England'], 'The Ashes', 2 * DAY, cricketTest([2.3, 3.6, 3.3], false)),
    match(['India', 'South Africa'], 'T20 International', 3 * DAY, cricket(1.66, 2.3, false)),
    match(['Gujarat Titans', 'Lucknow Super Giants'], 'Indian Premier League', 4 * DAY, cricket(null, null, false)),
  ],
  football: [
    match(['Manchester United', 'Liverpool'], 'Premier League', -35, football([2.9, 3.5, 2.4]), true),
    match(['Real Madrid', 'Barcelona'], 'La Liga', -60, football([2.1, 3.6, 3.3])),
    match(['Arsenal', 'Chelsea'], 'Premier League', 5 * HOUR, football([1.9, 3.6, 4.1])),
    match(['Bayern Munich', 'Borussia Dortmund'], 'Bundesliga', DAY, football([1.6, 4.3, 5.0])),
    match(['Mumbai City', 'Bengaluru FC'], 'Indian Super League', DAY + 6 * HOUR, football([2.3, 3.3, 3.0])),
    match(['Juventus', 'AC Milan'], 'Serie A', 2 * DAY, football([2.5, 3.1, 3.0])),
  ],
  tennis: [
    match(['Carlos Alcaraz', 'Jannik Sinner'], 'ATP Finals', -45, twoWay(2.04, 1.86), true),
    match(['Iga Swiatek', 'Aryna Sabalenka'], 'WTA Finals', -20, twoWay(1.76, 2.14)),
    match(['Novak Djokovic', 'Daniil Medvedev'], 'ATP Masters', 4 * HOUR, twoWay(1.58, 2.5)),
    match(['Alexander Zverev', 'Taylor Fritz'], 'ATP Masters', DAY, twoWay(1.68, 2.26)),
    match(['Coco Gauff', 'Elena Rybakina'], 'WTA 1000', DAY + 3 * HOUR, twoWay(1.94, 1.96)),
  ],
  volleyball: [
    match(['Brazil', 'Poland'], 'Nations League', -25, twoWay(1.8, 2.06), true),
    match(['Italy', 'USA'], 'Nations League', 3 * HOUR, twoWay(1.72, 2.18)),
    match(['Japan', 'France'], 'Nations League', DAY, twoWay(2.3, 1.66)),
    match(['Ahmedabad Defenders', 'Kolkata Thunderbolts'], 'Prime Volleyball League', 2 * DAY, twoWay(1.9, 1.98)),
  ],
  sportsbook: [
    match(['Los Angeles Lakers', 'Boston Celtics'], 'NBA', -30, twoWay(2.2, 1.72)),
    match(['New York Yankees', 'Boston Red Sox'], 'MLB', 2 * HOUR, twoWay(1.76, 2.12)),
    match(['Toronto Maple Leafs', 'Montreal Canadiens'], 'NHL', 7 * HOUR, football([2.0, 4.1, 3.1])),
    match(["Ronnie O'Sullivan", 'Judd Trump'], 'Snooker Masters', DAY, twoWay(1.84, 2.04)),
  ],
  esports: [
    match(['Natus Vincere', 'FaZe Clan'], 'Counter-Strike 2 Major', -50, twoWay(1.7, 2.2), true),
    match(['Team Liquid', 'Gaimin Gladiators'], 'Dota 2 International', 2 * HOUR, twoWay(1.92, 1.96)),
    match(['T1', 'Gen.G'], 'League of Legends Worlds', DAY, twoWay(1.64, 2.36)),
    match(['Sentinels', 'Fnatic'], 'Valorant Champions', 2 * DAY, twoWay(2.1, 1.78)),
  ],
  kabaddi: [
    match(['Patna Pirates', 'Bengaluru Bulls'], 'Pro Kabaddi League', 5 * HOUR, twoWay(null, null)),
    match(['Jaipur Pink Panthers', 'U Mumba'], 'Pro Kabaddi League', DAY, twoWay(null, null)),
  ],
  'winner-cup': [
    {
      name: 'Winner Cup 2025',
      competition: 'Winner Cup',
      startsIn: 10 * DAY,
      markets: [
        {
          type: 'match_odds',
          name: 'Winner',
          maxStake: 500_000,
          runners: [
            ['India', null],
            ['Australia', null],
            ['England', null],
            ['South Africa', null],
          ],
        },
      ],
    },
  ],
};
