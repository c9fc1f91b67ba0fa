import { t } from '@lingui/core/macro';

// Rules & Regulations: how the exchange, Bookmaker and Fancy, the casino and Matka work, as the
// server enforces them (matching, commission, bet delay, voids, cash out, in-play). Shown in the
// account menu's dialog and on the terms page.

type RuleSection = { title: string; rules: string[] };

function ruleSections(): RuleSection[] {
  return [
    {
      title: t`Exchange: how bets are matched`,
      rules: [
        t`On the exchange you bet against other players. Back means you bet a selection wins; lay means you bet it does not.`,
        t`Your bet is matched with bets on the other side at your price or a better one, best price first, then the oldest bet first. What cannot be matched at once waits, unmatched, at your price.`,
        t`A bet can be matched in parts. You can cancel or edit the unmatched part at any time until it is matched; the matched part stands.`,
        t`Your exposure in a market is the most you can lose there. It is held from your balance while your bets are open and released at settlement.`,
      ],
    },
    {
      title: t`In-play betting and the bet delay`,
      rules: [
        t`Once an event starts, its markets may be offered in play. Unmatched bets placed before the start lapse at the start unless you chose to keep them in play.`,
        t`In play, every bet waits the market's bet delay (a few seconds) before it is matched. It then takes what is on offer at your price or better, and the rest waits unmatched.`,
        t`Your "Accept odds changes" setting decides what happens when the price you saw moves during the delay: the bet is refused with the new price, taken at a better price only, or taken at any price.`,
        t`A market is suspended when something happens (a wicket, a goal, a lost feed). In play, unmatched bets lapse at a suspension unless you chose to keep them.`,
      ],
    },
    {
      title: t`Commission`,
      rules: [
        t`Commission is charged only on your net winnings in a market, at the rate the market shows, when it is settled. There is no commission on a market you lose.`,
      ],
    },
    {
      title: t`Cash out`,
      rules: [
        t`Cash out places a bet on the other side at the current prices, so you lock in a profit or cut a loss whatever the result. You can cash out all or part of your position.`,
        t`If the price moves before your cash out is matched, nothing is cashed out and you are told the new amount.`,
      ],
    },
    {
      title: t`Settlement and void bets`,
      rules: [
        t`Markets are settled on the official result. Unmatched bets lapse when a market is settled or closed.`,
        t`A market is void when the event is abandoned, not completed as the market requires, or settled on a wrong basis; stakes of void bets are returned.`,
        t`Bets matched at an obviously wrong price, or after the result was known, are void. A settlement that was wrong is corrected, and your balance with it.`,
      ],
    },
    {
      title: t`Bookmaker and Fancy`,
      rules: [
        t`Bookmaker markets are priced by the house: your bet is taken at the price shown, up to the market's maximum stake.`,
        t`Fancy markets are on a number in the match (runs in an over, a player's runs). YES wins when the result reaches the line, NO when it stays below. The rate shows what ₹100 wins.`,
        t`A Fancy bet is taken at the line and rate you saw; if the line moved, the bet is refused. Fancy markets are void if the number cannot be settled (for example, the innings does not reach that over).`,
      ],
    },
    {
      title: t`Casino`,
      rules: [
        t`The house games (Aviator, Mines, Dice, Plinko, Hi-Lo, Colour Prediction and the card tables) are provably fair: every round can be checked on the Fairness page with its seeds.`,
        t`A round is settled by its own result. A round broken by a fault is refunded. Games from other providers follow their provider's rules.`,
      ],
    },
    {
      title: t`Matka`,
      rules: [
        t`Matka bets are on the open and close results of each market's daily draw. A bet can be placed until its session closes and pays at the rate shown for its kind of bet.`,
        t`If a draw is cancelled, its bets are void and stakes are returned.`,
      ],
    },
    {
      title: t`Your account`,
      rules: [
        t`You must be 18 or older and play on your own account only. Accounts opened by agents or shared with others are closed.`,
        t`Deposit only to the payment details shown in your wallet. Only your main balance can be withdrawn; bonus money cannot.`,
        t`Demo accounts play with play money only: it can never be deposited, withdrawn or mixed with real money.`,
      ],
    },
  ];
}

export function RulesContent() {
  return (
    <div className="flex flex-col gap-4">
      {ruleSections().map((section) => (
        <section key={section.title}>
          <h3 className="mb-1.5 text-sm font-bold text-fg">{section.title}</h3>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted">
            {section.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
