//! A fast rule-of-thumb player: the Easy level, and the rollout policy of the search
//! levels. It reads only the mover's own hand and the public table, so it is fair on a
//! seat's view as well as on a determinized round.

use rand_core::RngCore;

mod impressionism;

pub use impressionism::{danger, danger_of, impressionism_values};

use impressionism::impressionism_play;
use pala_rules::engine::{Action, ActionList, Bid, Card, Color, Hand, Mode, Phase, Round, Seat, Space, Standing};

pub use pala_rules::engine::random::below;

/// How strong a card is within its colour, on one scale for primaries (1-5) and
/// secondaries (2-9): a primary 5 and a secondary 9 both top their colour.
pub fn strength(card: Card) -> u32 {
    let v = card.value() as u32;
    if card.color().is_primary() { v * 9 } else { v * 5 }
}

/// What the cards an action spends are worth keeping.
fn cost(action: Action) -> u32 {
    action.cards().map(strength).sum()
}

/// Whether the mover wants to win tricks: a Pointillism colour bidder does; a null
/// bidder and every Impressionism player do not.
pub fn wants_tricks(round: &Round, seat: Seat) -> bool {
    bid_wants_tricks(round.mode(), round.bids()[seat.index()])
}

/// Whether a seat that bid `bid` wants to win tricks ([`wants_tricks`]), read from a
/// public table.
pub fn bid_wants_tricks(mode: Mode, bid: Option<pala_rules::engine::Bid>) -> bool {
    mode == Mode::Pointillism && bid.is_some_and(|b| !b.is_null())
}

/// A live null bidder (bid null, no trick taken, cards in hand) that `seat` gains
/// more by catching than by taking tricks itself: a caught null moves every other seat
/// 2N/(n-1) points against it (R10; 25 at 3 players, 4 at 4, 1 at 5), while a trick is
/// worth about as many points as a colour bidder bid colours.
fn null_to_hunt(round: &Round, seat: Seat, hand_count: &impl Fn(Seat) -> usize) -> Option<Seat> {
    if round.mode() != Mode::Pointillism {
        return None;
    }
    let n = round.players();
    let swing = 2 * round.rules().null_value() / (n as i32 - 1);
    let trick_worth = round.bids()[seat.index()].map_or(0, |b| b.count() as i32);
    if swing <= trick_worth {
        return None;
    }
    round.seats().filter(|&s| s != seat).find(|&s| {
        round.bids()[s.index()].is_some_and(|b| b.is_null()) && round.pile(s).is_empty() && hand_count(s) > 0
    })
}

/// The rule-of-thumb action for the player to move of a whole (or determinized) round.
/// `list` holds the legal actions.
pub fn heuristic_action(round: &Round, list: &ActionList, rng: &mut impl RngCore) -> Action {
    heuristic_action_with(round, list, rng, |s| round.hand(s).len() as usize)
}

/// The rule-of-thumb action, with each seat's hand size from `hand_count` (a seat's view
/// knows the sizes of hands it cannot see).
pub fn heuristic_action_with(
    round: &Round,
    list: &ActionList,
    rng: &mut impl RngCore,
    hand_count: impl Fn(Seat) -> usize,
) -> Action {
    let seat = round.to_move().unwrap_or_default();
    match round.phase() {
        Phase::Bidding => match round.mode() {
            Mode::Pointillism => Action::Bid(bid_for_hand(round.hand(seat))),
            Mode::Impressionism => heuristic_placement(round, seat, list, rng),
        },
        Phase::Tie => {
            let take = match round.mode() {
                // Losing the tie leaves the trick to the entry winning before: to a
                // hunted null bidder, that is the point.
                Mode::Pointillism => {
                    wants_tricks(round, seat)
                        && null_to_hunt(round, seat, &hand_count)
                            .is_none_or(|s| round.trick().is_none_or(|t| t.winner() != s))
                }
                // Taking a trick whose cards are worth less than nothing is a gain.
                Mode::Impressionism => round.trick().is_some_and(|t| danger_of(round, t.cards()) < 0.0),
            };
            if take { Action::Win } else { Action::Lose }
        }
        _ if round.mode() == Mode::Impressionism => impressionism_play(round, seat, list, rng, hand_count),
        _ => heuristic_play(round, seat, list, rng, hand_count),
    }
}

/// Plays to win or to lose the trick, spending as little strength as possible when
/// winning and shedding the strongest card when losing. Hunting a null bidder, it plays
/// low instead: it leads its weakest card, keeps the trick low while the null bidder is
/// still to play, and leaves a trick the null bidder is winning to it.
fn heuristic_play(
    round: &Round,
    seat: Seat,
    list: &ActionList,
    rng: &mut impl RngCore,
    hand_count: impl Fn(Seat) -> usize,
) -> Action {
    let trick = round.trick();
    let hunted = null_to_hunt(round, seat, &hand_count);
    let hunted_in_trick = |s: Seat| trick.is_some_and(|t| t.entries().iter().any(|e| e.seat == s));
    let null_winning = hunted.is_some_and(|s| trick.is_some_and(|t| t.winner() == s));
    let play_low = hunted.is_some_and(|s| !hunted_in_trick(s));
    let want = wants_tricks(round, seat) && !null_winning;
    let leading = trick.is_none();
    let mut best: Option<(i64, Action)> = None;
    for &action in list {
        let standing = round.standing_after(action);
        let winning = standing != Standing::Losing;
        let c = cost(action) as i64;
        // Higher is better. Winning when wanted (cheaply), losing when not (shedding).
        let score = match (want, winning, leading) {
            _ if play_low => -c,
            (true, _, true) => c,
            (false, _, true) => -c,
            (true, true, _) => 1000 - c,
            (true, false, _) => -c,
            (false, false, _) => 1000 + c - 40 * (action.cards().count() as i64 - 1),
            (false, true, _) => c,
        };
        let jitter = below(rng, 3) as i64;
        if best.is_none_or(|(b, _)| score * 4 + jitter > b) {
            best = Some((score * 4 + jitter, action));
        }
    }
    best.map_or(list[0], |(_, a)| a)
}

/// A chip bid from the hand: colours whose top cards are held, else null.
pub fn bid_for_hand(hand: Hand) -> Bid {
    let mut mask = 0u8;
    for color in Color::ALL {
        if likely_tricks(hand, color) >= 1 {
            mask |= 1 << color.index();
        }
    }
    Bid::colors(mask).unwrap_or(Bid::NULL)
}

/// A rough count of tricks a hand can take in a colour: its top cards.
fn likely_tricks(hand: Hand, color: Color) -> u32 {
    let cards = hand.of_color(color);
    cards.iter().filter(|&c| strength(c) >= 40).count() as u32
}

/// How the rule of thumb rates a pass in Impressionism bidding.
pub const PASS_SCORE: i64 = 12;

/// How the rule of thumb rates bidding `card` (held in `hand`) onto `space`: a colour
/// held often is good on Cancel (its cards will cancel our own scoring cards), a colour
/// held rarely is good on a scoring space (others take it), and then its strongest card
/// (bidding it sheds a card that could win a trick; measured with Apprentice against
/// three trickster stand-ins, 4-player Impressionism, 100 deals: -1.07 against -1.42 for
/// the weakest card, within the noise; in the evidence the bid card is known, so only
/// the count weighs deals).
pub fn placement_score(space: Space, card: Card, hand: Hand) -> i64 {
    let count = hand.of_color(card.color()).len() as i64;
    match space {
        Space::Cancel => 10 * count,
        Space::Zero => 5 * count,
        _ => 30 - 10 * count + card.value() as i64,
    }
}

/// Board bids by thumb: the colour held most onto Cancel (its cards will cancel our
/// own scoring cards), a colour held least onto the scoring spaces (others take them),
/// by [`placement_score`].
fn heuristic_placement(round: &Round, seat: Seat, list: &ActionList, rng: &mut impl RngCore) -> Action {
    let hand = round.hand(seat);
    let mut best: Option<(i64, Action)> = None;
    for &action in list {
        let score = match action {
            Action::Place(space, card) => placement_score(space, card, hand),
            _ => PASS_SCORE,
        } * 4
            + below(rng, 3) as i64;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, action));
        }
    }
    best.map_or(Action::Pass, |(_, a)| a)
}
