//! The phrasebook: every phrase and template of the surfaces that speak each language,
//! one field a phrase. A template's places are `{name}`; a counted phrase gives its
//! forms split by `|` ("{n} player|{n} players"; Japanese counts with one form).

/// Why a phrasebook read from data was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    /// Not a phrasebook of this version of Pala (its first line names the phrases'
    /// version, [`VERSION`]).
    Version,
    /// A line that is not a name, a tab and a phrase (its start).
    Unreadable(String),
    /// Not one line for every phrase: how many it has.
    Count(usize),
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookError::Version => write!(f, "the phrasebook is of another version of Pala"),
            BookError::Unreadable(line) => write!(f, "the phrasebook has a line that does not read: \"{line}\""),
            BookError::Count(n) => write!(f, "the phrasebook has {n} phrases, not {}", NAMES.len()),
        }
    }
}

macro_rules! phrasebook {
    ($( $(#[$doc:meta])* $field:ident ),* $(,)?) => {
        /// Every phrase of one language, by name: a language module fills every one (a
        /// phrase left out is a compile error), and [`Phrasebook::new`] files them.
        pub struct Phrases {
            $( $(#[$doc])* pub $field: &'static str, )*
        }

        /// Every phrase's name, in the order of the fields.
        pub const NAMES: &[&str] = &[$( stringify!($field) ),*];

        impl Phrasebook {
            /// The phrases, filed in the order of [`NAMES`].
            pub const fn new(p: Phrases) -> Phrasebook {
                Phrasebook([$( p.$field ),*])
            }

            $(
                $(#[$doc])*
                #[inline]
                pub fn $field(&self) -> &'static str {
                    self.0[const { at(stringify!($field)) }]
                }
            )*
        }
    };
}

/// The phrases' version: a hash of their names in order, the first line of a
/// phrasebook's data, so that a phrasebook of another build (a tab open across a
/// deploy) is refused rather than read into the wrong places.
pub const VERSION: u32 = {
    // FNV-1a over the names, each ended by a line break.
    let mut hash: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < NAMES.len() {
        let name = NAMES[i].as_bytes();
        let mut j = 0;
        while j <= name.len() {
            let byte = if j < name.len() { name[j] } else { b'\n' };
            hash = (hash ^ byte as u32).wrapping_mul(0x0100_0193);
            j += 1;
        }
        i += 1;
    }
    hash
};

/// One language's phrases, in the order of [`NAMES`] (an array, so that reading one
/// from data is a loop, not a field at a time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Phrasebook([&'static str; NAMES.len()]);

/// Where the phrase `name` is filed (at compile time).
const fn at(name: &str) -> usize {
    let mut i = 0;
    while i < NAMES.len() {
        let (a, b) = (NAMES[i].as_bytes(), name.as_bytes());
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i;
            }
        }
        i += 1;
    }
    panic!("no such phrase")
}

impl Phrasebook {
    /// Each phrase's name and its text, in order.
    pub fn phrases(&self) -> Vec<(&'static str, &'static str)> {
        NAMES.iter().copied().zip(self.0).collect()
    }

    /// The phrasebook as data: a first line with the phrases' [`VERSION`], then one
    /// phrase a line, its name, a tab and the phrase, in order (plain lines rather
    /// than JSON: the wasm that reads them needs no parser; no phrase holds a tab or a
    /// line break, which the phrasebooks' test checks).
    pub fn to_text(&self) -> String {
        let lines: String = self.phrases().iter().map(|(name, phrase)| format!("{name}\t{phrase}\n")).collect();
        format!("pala-phrasebook {VERSION:08x}\n{lines}")
    }

    /// A phrasebook read from data (as [`Phrasebook::to_text`] writes it): of this
    /// version, and every phrase there. The phrases are taken by their place; the
    /// names are for the people who read the file (the version stands for them, so
    /// the program carries no list of names).
    pub fn from_text(text: &'static str) -> Result<Phrasebook, BookError> {
        let mut lines = text.lines().filter(|l| !l.is_empty());
        if lines.next() != Some(format!("pala-phrasebook {VERSION:08x}").as_str()) {
            return Err(BookError::Version);
        }
        let mut book = [""; NAMES.len()];
        let mut count = 0;
        for line in lines {
            let Some((_, phrase)) = line.split_once('\t') else {
                return Err(BookError::Unreadable(line.chars().take(40).collect()));
            };
            if let Some(place) = book.get_mut(count) {
                *place = phrase;
            }
            count += 1;
        }
        if count != NAMES.len() {
            return Err(BookError::Count(count));
        }
        Ok(Phrasebook(book))
    }
}

phrasebook! {
    /// The language picker's label, in the language spoken ("Language").
    language,
    /// A chosen language whose phrasebook could not be fetched: `{language}` by its own
    /// name, `{why}` in a few words (said in the language still spoken).
    language_unavailable,
    /// The first line of the new-game screen and of the page before the app starts.
    tagline,
    /// The first screen's word while the program loads.
    loading,
    /// The page's description for search engines and link previews.
    description,
    /// The installed app's name (the web app manifest's `name`).
    app_name,
    /// The installed app's description (the web app manifest's `description`).
    app_description,
    /// The main navigation's accessible name.
    main_nav,
    /// Main navigation: the new-game screen.
    new_game,
    /// Main navigation: back to the table.
    table,
    /// Main navigation: the rules.
    rules,
    /// The link to the guided lessons.
    learn_to_play,
    /// After that link, on the new-game screen.
    learn_more,
    /// The way to the studio, for teachers.
    studio_link,
    /// The new-game form's accessible name.
    new_game_form,
    /// The game's choice: its legend.
    game,
    /// The game Pointillism.
    pointillism,
    /// The game Impressionism.
    impressionism,
    /// Pointillism in one line.
    pointillism_line,
    /// Impressionism in one line.
    impressionism_line,
    /// The number of players' legend.
    players,
    /// A table size to pick (counted).
    players_count,
    /// A game and its table size: "{mode}, {players}" ("Pointillism, 4 players").
    game_table,
    /// Who sits where: its legend.
    who_plays,
    /// A seat's number as its name: "Player {n}".
    player_n,
    /// Pass-and-play, in a line under the seats.
    pass_device_note,
    /// A person at this device, as a seat's short choice.
    human,
    /// A person at this device, as the choice's accessible name.
    human_player,
    /// An AI level as a seat's accessible name: "AI {level}".
    ai_level,
    /// The easiest AI level's title.
    apprentice,
    /// The middle AI level's title.
    painter,
    /// The strongest AI level's title.
    master,
    /// The game length's legend.
    game_length,
    /// A full game (the rules' own length).
    full_game,
    /// A half game.
    half_game,
    /// A game of one round.
    one_round,
    /// A game of a number of rounds (counted).
    rounds_count,
    /// A Pointillism length's end: "to {points} points".
    to_points,
    /// An Impressionism length's end: "ends at {points} points".
    ends_at_points,
    /// A game of one round per player, in small type.
    each_deals_once,
    /// "More options", folded.
    more_options,
    /// The first dealer's choice.
    first_dealer,
    /// A random first dealer.
    random,
    /// The animation speed's choice.
    animation_speed,
    /// The speed with no animation.
    speed_instant,
    /// The fast speed.
    speed_fast,
    /// The normal speed.
    speed_normal,
    /// The slow speed.
    speed_slow,
    /// The deal number's field.
    deal_number,
    /// The deal number's placeholder (a random deal).
    deal_number_random,
    /// The colour-blind-safe palette's check box.
    colourblind,
    /// The forced moves' check box.
    auto_forced,
    /// The coach's check box.
    coach,
    /// The new-game screen's main button.
    start_game,
    /// The button to the rules.
    how_to_play,
    /// The statistics' caption.
    your_games,
    /// The statistics' column: games played.
    played,
    /// The statistics' column: games won.
    won,
    /// The rules screen's heading.
    rules_title,
    /// After the lessons' link on the rules screen.
    rules_learn,
    /// The rules: the cards and the colour wheel.
    rules_cards,
    /// The rules: the lead and the turn order.
    rules_lead,
    /// The rules: the move Copy, its name.
    rules_copy,
    /// The rules: Copy.
    rules_copy_words,
    /// The rules: the move Mix, its name.
    rules_mix,
    /// The rules: Mix, with its example's cards in their places.
    rules_mix_words,
    /// The rules: the move Smear, its name.
    rules_smear,
    /// The rules: Smear, with its example's cards in their places.
    rules_smear_words,
    /// The rules: the move Junk, its name.
    rules_junk,
    /// The rules: Junk.
    rules_junk_words,
    /// The rules: who wins a trick, and ties.
    rules_winning,
    /// The rules: the quick reference's heading.
    quick_reference,
    /// The quick reference: the first column's heading (the table size).
    quick_table,
    /// The quick reference: cards dealt each and left out.
    quick_cards,
    /// The quick reference: Pointillism's goal.
    quick_goal,
    /// The quick reference: the null bid's value.
    quick_null,
    /// The quick reference: Impressionism's end.
    quick_end,
    /// The quick reference: the bid board.
    quick_board,
    /// The bid board of 3 players.
    quick_board_3,
    /// The bid board of 4 players.
    quick_board_4,
    /// The bid board of 5 players (not in the rulebook).
    quick_board_5,
    /// The rules: how Pointillism is bid and scored.
    rules_pointillism,
    /// The rules: how Impressionism is bid and scored.
    rules_impressionism,
    /// The rules: dealing, hidden cards, the game's end and its length.
    rules_general,
    /// The link to the full rules page.
    full_rules,
    /// The deal of the day's card: its accessible name.
    daily_label,
    /// The deal of the day's heading: its number and table.
    daily_title,
    /// The days of the week from Monday, split by ;.
    weekdays,
    /// The months from January, split by ; (Japanese: their numbers).
    months,
    /// A date: its weekday, day, month and year.
    date,
    /// The deal of the day's card, after its date.
    daily_card,
    /// No streak of days played.
    streak_none,
    /// A streak of days played (counted).
    streak,
    /// The card's link to the results and the calendar.
    daily_results,
    /// The card's link to today's result, once played.
    daily_todays_result,
    /// The card's button to play today's deal.
    daily_play,
    /// The card's button to play today's deal again.
    daily_again,
    /// Said on the table of a deal of the day, where the Hint and Take back buttons would be.
    daily_alone,
    /// What duplicate play is, said with the result.
    daily_duplicate,
    /// The button that runs Master's round again after the AI failed.
    daily_try_again,
    /// Why Master's result is not shown: the AI worker failed; `{again}` the button.
    daily_master_lost,
    /// Where the player stands against Master: better by `{n}` points.
    daily_better,
    /// Where the player stands against Master: worse by `{n}` points.
    daily_worse,
    /// Where the player stands against Master: level.
    daily_level,
    /// The result to share, which names no card, its first line: `{n}` the day's number, `{table}` its mode and players.
    daily_share,
    /// The shared result's second line: the two scores, which way is better, who beat whom.
    daily_share_scores,
    /// The shared result's third line: a mark per trick.
    daily_share_tricks,
    /// In the shared result: more points are better (Pointillism).
    daily_more_better,
    /// In the shared result: fewer points are better (Impressionism).
    daily_fewer_better,
    /// In the shared result: a draw with Master.
    daily_i_drew,
    /// In the shared result: the player beat Master by `{n}`.
    daily_i_beat,
    /// In the shared result: Master beat the player by `{n}`.
    daily_beat_me,
    /// The result: a draw with Master.
    daily_you_drew,
    /// The result: the player beat Master by `{n}` points.
    daily_you_beat,
    /// The result: Master beat the player by `{n}` points.
    daily_beat_you,
    /// A round's score in the result.
    daily_points,
    /// The result: which way is better in Pointillism.
    daily_way_pointillism,
    /// The result: which way is better in Impressionism.
    daily_way_impressionism,
    /// The result: `{you}` the player's score in points, `{master}` Master's number, `{way}` which is better, `{beat}` who beat whom.
    daily_result,
    /// Master's round under way, in the bidding.
    daily_master_bidding,
    /// Master's round under way, on trick `{n}`.
    daily_master_trick,
    /// Where the player's moves and Master's first differed: `{when}` the moment, each side's move done.
    daily_parted,
    /// The player made every move Master made.
    daily_identical,
    /// The moves were the same as far as both went.
    daily_same_so_far,
    /// A side-by-side cell where one round had ended before the other.
    daily_round_over_cell,
    /// When the next deal comes: `{when}` the time left.
    daily_next_deal,
    /// Time left: hours and minutes.
    daily_hours_minutes,
    /// Time left: hours.
    daily_hours,
    /// Time left: minutes.
    daily_minutes,
    /// A day of the calendar: its day and month.
    daily_day_month,
    /// A calendar day not played, for its accessible name.
    daily_day_unplayed,
    /// A calendar day played: `{when}` on its day or later.
    daily_day_played,
    /// A calendar day played, and how it went against Master.
    daily_day_against,
    /// A calendar day played on its day.
    daily_on_its_day,
    /// A calendar day played later.
    daily_later,
    /// A replay of a day already played, with both scores.
    daily_replay_against,
    /// A replay of a day already played, Master's score not known.
    daily_replay,
    /// The month over the calendar.
    daily_month_year,
    /// A link to a deal of the day that has not come: `{n}` as written.
    daily_link_refused,
    /// The stored deal-of-the-day book did not read: `{why}`, and the key it is kept under.
    daily_book_unreadable,
    /// A result that could not be stored, and why.
    daily_not_stored,
    /// A past day not played yet.
    daily_unplayed,
    /// The link to play a past day's deal.
    daily_play_this,
    /// The table of both sides' moves.
    daily_side_by_side,
    /// The side-by-side table's first column.
    daily_when,
    /// The result was copied.
    daily_copied,
    /// The browser refused to copy the result.
    daily_not_copied,
    /// The result to share, for screen readers.
    daily_share_label,
    /// The button that copies the result.
    daily_copy,
    /// Master's round's table, for screen readers.
    daily_masters_round,
    /// The calendar's button to the month before.
    daily_earlier_month,
    /// The calendar's button to the month after.
    daily_later_month,
    /// The link from a page of its own (the deal of the day's, the studio's) back to the game.
    back_to_game,
    /// The calendar's legend: the mark of a day not played, and today's ring.
    daily_legend_unplayed,
    /// The calendar's columns: the weekdays, short, Monday first, by `;`.
    weekdays_short,
    /// A studio step's heading: its number and move.
    studio_step_head,
    /// A studio step's heading: its number, who moves, and the move.
    studio_step_head_who,
    /// A count of moves in the studio.
    studio_moves_count,
    /// Moves that set the scene before the lesson's steps.
    studio_scene_set,
    /// The studio's draft has no moves.
    studio_no_moves,
    /// The draft's moves, all steps: `{moves}` counted.
    studio_lesson_moves,
    /// The scene is set and no step yet: `{set}` the scene's moves.
    studio_scene_next,
    /// The scene's moves, then the steps'.
    studio_scene_steps,
    /// The draft as the widget reads it: refused, in the loader's words.
    studio_not_ready,
    /// The draft is an example, with no steps.
    studio_ready_example,
    /// The draft is a lesson of `{n}` steps.
    studio_ready_lesson,
    /// A seat's bid set in the studio: null (R4).
    studio_bids_null,
    /// A seat's bid set in the studio: colours.
    studio_bids,
    /// Under a set bidding: the dealer leads its first trick (R1).
    studio_dealer_leads,
    /// Under the leader of a position placed by hand, the dealer leading (R1).
    studio_leader_dealer,
    /// Under the leader of a position placed by hand, another than the dealer: a later trick, led by the winner of the trick before (R9).
    studio_leader_other,
    /// What clears a bidding set on cards placed by hand.
    studio_bidding_by_hand,
    /// What clears a bidding set on a dealt round.
    studio_bidding_dealt,
    /// What an embedded element shows until its example mounts: `{base}` where Pala is, `{header}` the header's name.
    embed_waiting,
    /// The frame snippet's label: `{height}` the frame's height.
    studio_iframe_label,
    /// Under a set Impressionism board: it takes no cards from the hands (R3).
    studio_board_note,
    /// A step's button that takes it back.
    studio_take_back,
    /// A step's button that takes it back with the step after it.
    studio_take_back_one,
    /// A step's button that takes it back with `{k}` steps after it.
    studio_take_back_more,
    /// Above a position from a game's review: the moment is the round's first move.
    studio_from_game_first,
    /// Above a position from a game's review: the move before the moment sets the scene.
    studio_from_game_one,
    /// Above a position from a game's review: `{n}` moves set the scene.
    studio_from_game,
    /// The studio's drafts could not be read back.
    studio_drafts_unreadable,
    /// The stored drafts are too large to open: `{kb}` their size, `{most}` the most.
    studio_drafts_too_large,
    /// Where drafts the studio did not open are kept.
    studio_drafts_kept,
    /// Stored drafts past the studio's limits, opened cut to them.
    studio_drafts_cut,
    /// Drafts not opened could not be copied aside: they stay where they are.
    studio_drafts_held,
    /// A draft could not be stored: `{why}`.
    studio_not_stored,
    /// The browser gives the page no storage.
    studio_no_storage,
    /// The browser's storage for the page is full.
    studio_storage_full,
    /// The browser refused to store.
    studio_storage_refused,
    /// A draft without a title.
    studio_untitled,
    /// The deck's last card of a kind as a button.
    studio_place_last,
    /// A card of the deck as a button: `{left}` left.
    studio_place_one,
    /// A placed card as a button.
    studio_put_back,
    /// A seat's hand in the studio.
    studio_hand,
    /// A seat's pile in the studio.
    studio_pile,
    /// A seat's hand, where a card goes.
    studio_into_hand,
    /// A seat's pile, where a card goes.
    studio_into_pile,
    /// A hand or pile's heading: its cards.
    studio_placed_head,
    /// What the piles hold in Pointillism.
    studio_piles_pointillism,
    /// What the piles hold in Impressionism.
    studio_piles_impressionism,
    /// The studio's deal number deals the round in play in the saved game (R13).
    studio_deal_in_play,
    /// The studio's heading.
    studio_heading,
    /// The studio's introduction.
    studio_intro,
    /// The studio's bidding section.
    studio_bidding_head,
    /// The bidding: played or set.
    studio_bidding_choice,
    /// The button that sets the bidding by hand.
    studio_set_bidding,
    /// The field of who leads the next trick.
    studio_leads_next,
    /// The button that plays the bidding on the table.
    studio_play_bidding,
    /// A board space left empty.
    studio_space_empty,
    /// The field of where placed cards go.
    studio_put_into,
    /// The deck's heading.
    studio_deck_head,
    /// How to place cards.
    studio_deck_note,
    /// The drafts' section, for screen readers.
    studio_drafts,
    /// The field of the open draft.
    studio_draft,
    /// The button that starts a draft.
    studio_new_draft,
    /// The button that deletes the open draft.
    studio_delete_draft,
    /// The field of the draft's title.
    studio_title_label,
    /// The title field's placeholder.
    studio_title_hint,
    /// The studio's deal section.
    studio_deal_head,
    /// Cards placed by hand: what a change keeps.
    studio_by_hand,
    /// The field of the game (mode).
    studio_game,
    /// The field of the table size.
    studio_players,
    /// The field of the dealer.
    studio_dealer,
    /// The field of the deal number.
    studio_deal_number,
    /// What a change of deal clears.
    studio_deal_note,
    /// The button that places the cards by hand.
    studio_place_by_hand,
    /// The studio's table section.
    studio_table_head,
    /// Who is the learner: `{player}` seat 1, `{you}` their name in a lesson.
    studio_table_note,
    /// The button that takes back the last move.
    studio_take_back_last,
    /// The button that makes the moves so far the scene.
    studio_start_here,
    /// The studio's steps section.
    studio_steps_head,
    /// No steps yet.
    studio_steps_empty,
    /// The field of a step's words.
    studio_step_says,
    /// The check box: the learner makes the move; `{next}` the Next button.
    studio_learner_moves,
    /// Another seat's move: played on Next.
    studio_played_on_next,
    /// The field of a step's hint.
    studio_hint,
    /// The field of the end's words.
    studio_end,
    /// The studio's result section.
    studio_result_head,
    /// The studio's sharing heading.
    studio_share,
    /// The link that opens the draft as a page.
    studio_open_page,
    /// The lesson as text: `{json}` the format's name.
    studio_json_label,
    /// The element snippet's label: `{script}` the script's name.
    studio_element_label,
    /// An untitled draft's frame title.
    studio_example_title,
    /// The button that copies a snippet.
    studio_copy,
    /// A snippet was copied.
    studio_copied,
    /// An example whose round is over, before any move is shown.
    widget_round_over,
    /// An example with moves, before the first is shown: `{next}` the Next button.
    widget_step_through,
    /// An example with no moves yet.
    widget_nothing_yet,
    /// A kept save's button that resumes it.
    kept_resume,
    /// A kept save's link that exports it.
    kept_export,
    /// The button that lets a kept save go.
    kept_let_go,
    /// The button that lets the kept saves go.
    kept_let_go_all,
    /// A deal link that cannot be opened; why follows.
    deal_link_refused,
    /// The Hint button, dimmed while another seat moves.
    hint_not_yours,
    /// The deal of the day's frame, for screen readers.
    daily_frame_title,
    /// The calendar, for screen readers.
    daily_calendar_label,
    /// The device's clock is before the first deal of the day.
    daily_clock_early,
    /// The player's result on the deal of the day, for screen readers.
    daily_your_result,
    /// What a puzzle asks of the player.
    puzzle_task,
    /// How each way the cards could lie was played out (double dummy).
    puzzle_method,
    /// Every puzzle of the chosen theme has been tried here.
    puzzle_all_tried_theme,
    /// Every puzzle has been tried here.
    puzzle_all_tried,
    /// A puzzle's title: `{n}` its number, `{table}` its mode and players.
    puzzle_title,
    /// A puzzle theme: mixing.
    puzzle_theme_mix,
    /// A puzzle theme: smearing.
    puzzle_theme_smear,
    /// A puzzle theme: ties.
    puzzle_theme_tie,
    /// A puzzle theme: copying or junking.
    puzzle_theme_copy_or_junk,
    /// A puzzle theme: leading by counting the cards not yet played.
    puzzle_theme_counting,
    /// A puzzle theme: playing a null bid.
    puzzle_theme_null,
    /// A puzzle theme: the rainbow bid.
    puzzle_theme_rainbow,
    /// A puzzle theme: the Cancel colour.
    puzzle_theme_cancel,
    /// A puzzle theme: reading the bid board.
    puzzle_theme_board,
    /// A puzzle's rating and how the weaker AI levels did: `{painter}`, `{apprentice}` each level's finding.
    puzzle_difficulty,
    /// A puzzle's rating where both weaker AI levels always found the answer.
    puzzle_both_always,
    /// A puzzle's rating where both weaker AI levels never found the answer.
    puzzle_both_never,
    /// An AI level never found the answer.
    puzzle_never_found,
    /// An AI level always found the answer.
    puzzle_always_found,
    /// An AI level found the answer once in `{tries}`.
    puzzle_found_once,
    /// An AI level found the answer `{n}` times in `{tries}`.
    puzzle_found,
    /// A move quoted in a puzzle's words.
    puzzle_quote,
    /// An average in points (a decimal).
    puzzle_points,
    /// An average more points.
    puzzle_more,
    /// An average fewer points.
    puzzle_fewer,
    /// The proof: how many ways the hidden cards could lie.
    puzzle_ways,
    /// The proof: the answer beat every other move in all `{n}` ways.
    puzzle_beat_all,
    /// The proof: the answer beat every other move in `{k}` of the ways.
    puzzle_beat_some,
    /// The proof of a move best in every deal: `{best}`, `{strictly}` where it was strictly better, `{points}` its margin on average.
    puzzle_every_deal,
    /// The proof of a move best on average: `{best}` scored `{by}` than `{next}`; in `{k}` of `{n}` no move did better, in `{behind}` one did.
    puzzle_on_average,
    /// The verdict: the player found the best move.
    puzzle_right,
    /// The verdict on another move: in `{behind}` of `{n}` ways a move did better than `{yours}`, which scored `{by}` than `{best}`.
    puzzle_wrong,
    /// After a verdict in Impressionism.
    puzzle_fewer_better,
    /// The player's puzzle rating: `{rating}` with its change.
    puzzle_rating,
    /// The player's puzzle rating while it is provisional.
    puzzle_rating_provisional,
    /// A rating unchanged by a try.
    puzzle_no_change,
    /// A rating and its change by a try.
    puzzle_change,
    /// A rating a later try does not change.
    puzzle_first_try,
    /// The rating is not saved on another site's page.
    puzzle_not_kept,
    /// How many puzzles were solved at the first try.
    puzzle_solved,
    /// The answer, shown before the player moved.
    puzzle_given_up,
    /// Seeing the answer first counts as a miss.
    puzzle_miss,
    /// The answer played on the table.
    puzzle_shown,
    /// The puzzle set could not be loaded, and why.
    puzzles_not_loaded,
    /// The stored puzzle record could not be read: kept aside, and a new one started.
    puzzle_book_unreadable,
    /// The puzzle record could not be written, and why.
    puzzle_book_not_stored,
    /// A puzzle number the set does not hold.
    no_such_puzzle,
    /// While the puzzle set loads.
    puzzles_loading,
    /// A puzzle whose position cannot be set up.
    puzzle_unplayable,
    /// The theme picker's label.
    puzzle_theme,
    /// The theme picker, for screen readers.
    puzzle_theme_label,
    /// The theme picker's choice of all themes.
    puzzle_every_theme,
    /// The proof's disclosure.
    puzzle_how_checked,
    /// The button to the next puzzle.
    puzzle_next,
    /// The button that skips a puzzle.
    puzzle_skip,
    /// The card's link to the puzzle of the day.
    puzzle_of_the_day,
    /// The button that saves the game as a file.
    export_game,
    /// The button that opens a game from a file.
    import_game,
    /// A game in a few words: `{table}` (the game's table) and `{round}`, its round counted from 1.
    game_round,
    /// A deal in words: `{table}` and `{seed}`, its number.
    deal_table,
    /// What would replace the game in progress: a new game at `{table}`.
    incoming_new_game,
    /// What would replace the game in progress: a shared deal (`{deal}`, in the words of `deal_table`).
    incoming_shared_deal,
    /// What would replace the game in progress: a game from a file.
    incoming_imported,
    /// What would replace the game in progress: a saved game set aside earlier that reads now.
    incoming_kept,
    /// The question before anything replaces a game in progress.
    replace_title,
    /// The question's words: `{game}` (in the words of `game_round`) and `{incoming}` (one of the `incoming_` phrases).
    replace_text,
    /// The question's answer that keeps the game in progress.
    keep_playing,
    /// The question's answer that starts the new game.
    start_the_new_game,
    /// The question's link that saves the game in progress as a file.
    export_game_in_progress,
    /// This window's game was played further in another window: the title.
    moved_on_title,
    /// This window's game was played further in another window: the words.
    moved_on_text,
    /// The way on when the game moved on elsewhere: its newer position here.
    continue_here,
    /// Another window started another game in this one's place: the title.
    replaced_title,
    /// Another window started another game in this one's place: the words, with that game (`{game}`, in the words of `game_round`).
    replaced_text,
    /// The way on when another game took this one's place: that game, here.
    play_that_game_here,
    /// This window's game was played to its end in another window: the title.
    finished_title,
    /// This window's game was played to its end in another window: the words.
    finished_text,
    /// Another window saved a game this one cannot read: the title.
    unreadable_elsewhere_title,
    /// Another window saved a game this one cannot read: the words.
    unreadable_elsewhere_text,
    /// The way on when this window's game is gone: the new-game screen.
    set_up_a_new_game,
    /// The link that saves this window's game as a file, when another window changed it.
    export_window_game,
    /// The storage is full: the game is not saved (said at once, with Export).
    save_full,
    /// The browser refused the write for another reason.
    save_refused,
    /// The browser gives Pala no storage at all.
    no_storage,
    /// An unreadable save holds the slot, so nothing is saved over it.
    save_held,
    /// The link that saves the game as a file while saving fails.
    export_this_game,
    /// The button that closes a notice.
    dismiss,
    /// The stored settings are not settings at all.
    settings_unreadable,
    /// The stored settings that had to change: `{list}`, the `repair_` phrases that apply, listed.
    repairs,
    /// A stored table of `{n}` players, outside 3 to 5.
    repair_players,
    /// A stored list of `{seats}` seats for a table of `{players}`.
    repair_seats,
    /// A stored first dealer the table does not have.
    repair_first_dealer,
    /// A stored game of `{n}` rounds, outside 1 to `{max}`.
    repair_rounds,
    /// A list of three or more on the surfaces that speak every language: `{rest}` (the items before the last two, already joined) and the next item `{item}`.
    list_more,
    /// The last two items of such a list: `{rest}` and `{last}`.
    list_last,
    /// What would replace the game in progress: the deal of the day `{n}` at `{table}`
    /// (a phrase of its own: the page's heading, `daily_title`, takes no article).
    incoming_daily,
    /// The six colours, in wheel order (Red, Orange, Yellow, Green, Blue, Purple), split by `|`.
    colour_names,
    /// A card of a colour, as a verb's object, in wheel order.
    a_colour_card,
    /// With a card of a colour, in wheel order.
    with_colour_card,
    /// A card: its colour and its value.
    card,
    /// The bid board's spaces: Cancel, +0, +1, +2, +Face.
    space_names,
    /// What each space's cards do, printed on the board (R11), by space.
    space_meanings,
    /// The same, shorter, where the board is narrow.
    space_meanings_short,
    /// The one person at a table of AI seats.
    you,
    /// The button that plays a lone picked card.
    play_alone,
    /// The list of every legal move.
    legal_moves,
    /// The head of the collapsed list of every legal move.
    all_moves,
    /// The trick's heading for screen readers.
    trick_heading,
    /// The trick's colour on the felt.
    trick_colour,
    /// Said after the trick's colour once it was smeared.
    smeared,
    /// Who leads the next trick, on the felt.
    to_lead,
    /// An AI seat searching.
    thinking,
    /// Another person's turn.
    waiting,
    /// A finished trick waits for the player.
    trick_over_waiting,
    /// The button that gathers a finished trick.
    continue_play,
    /// Pass-and-play: the screen between two people's turns.
    pass_device,
    /// Pass-and-play: the button that shows the next person's hand.
    show_my_hand,
    /// Pass-and-play: the screen's name.
    pass_the_device,
    /// An AI seat's level for screen readers.
    ai_badge,
    /// A Pointillism bid's chips, named.
    bid_label,
    /// The null bid, as a bid's name.
    null_bid,
    /// The rainbow bid (all six colours), as a bid's name.
    rainbow_bid,
    /// A running total.
    points_short,
    /// A seat's tricks (Pointillism).
    tricks_count,
    /// A seat's pile (Impressionism).
    pile_count,
    /// A pile on a phone's narrow seat.
    pile_short,
    /// A seat's fan of card backs.
    cards_count,
    /// The colour wheel's status: the trick's colour.
    wheel_trick,
    /// The wheel's status on a secondary trick one can mix.
    wheel_mix,
    /// The wheel's status on a primary trick one can smear.
    wheel_smear,
    /// A list of choices, a middle item.
    or_more,
    /// A list of choices, its last item.
    or_last,
    /// Two or more colours to choose from, the last.
    or_last_colour,
    /// A mix on the wheel.
    recipe,
    /// The wheel's recipes, joined.
    recipes_more,
    /// The colour wheel's name for screen readers.
    wheel_label,
    /// A colour chip of the bid, for screen readers.
    chip_name,
    /// The chip bid's button with no colour picked.
    pick_bid_colours,
    /// The chip bid's button with all six picked.
    bid_rainbow,
    /// The chip bid's button.
    bid_colours,
    /// Who laid the card on a board space.
    placed_by,
    /// A board space's name, with its card and who laid it.
    space_card_by,
    /// A board space's name, with its card.
    space_card,
    /// An open board space's name.
    space_open,
    /// The button that places the picked card on a space.
    place_on,
    /// Pointillism's bid.
    prompt_chips,
    /// R3: nothing can go on the board.
    prompt_board_pass,
    /// R3: after a full round of passes.
    prompt_board_must,
    /// Impressionism's bid.
    prompt_board,
    /// A tie to decide.
    prompt_tie,
    /// The round's end.
    prompt_round_over,
    /// A lead.
    prompt_lead,
    /// R5: copying is the only move.
    prompt_copy,
    /// The start of a prompt with no card of the trick's colour.
    prompt_no_colour,
    /// R6: junk, or smear to change the trick's colour.
    prompt_junk_or_smear,
    /// A way to play on: copy.
    way_copy,
    /// A way to play on: mix.
    way_mix,
    /// A way to play on: junk.
    way_junk,
    /// The ways to play on, as a sentence.
    ways,
    /// R6: a smear's two cards.
    prompt_smearing,
    /// Why a card is dimmed once Smear is chosen.
    not_in_a_smear,
    /// A card picked to bid with.
    picked_board,
    /// A smear's primary picked.
    picked_smear_primary,
    /// A smear's own card picked.
    picked_smear_secondary,
    /// A card picked, nothing more to say.
    picked,
    /// A card picked, and the ways on from it.
    picked_ways,
    /// A way on from a picked card: mix.
    way_mix_with,
    /// A way on from a picked card: play it alone.
    way_alone,
    /// The button that opens the table's settings.
    more_controls,
    /// The sound switch.
    sound,
    /// The switch that holds each finished trick.
    wait_after_trick,
    /// The hint's button.
    hint,
    /// The hint's words begin.
    hint_head,
    /// Further words, folded.
    details,
    /// The button that takes back the player's last move.
    take_back,
    /// The button that pauses the AI seats.
    pause,
    /// The button that resumes them.
    resume,
    /// The table's controls, named.
    game_controls,
    /// The felt while the bids are made.
    bidding,
    /// The button that shows the previous trick.
    previous_trick,
    /// The same, once shown.
    hide_previous_trick,
    /// The trick, named.
    trick,
    /// The tie's buttons.
    win_tie,
    /// The tie's buttons.
    lose_tie,
    /// The tie's buttons, named.
    tie_decision,
    /// The button that puts a picked card back.
    put_it_back,
    /// The same, for two cards.
    put_them_back,
    /// A label before what it names: "Player 2: ", "Red 3: " (Japanese with its full-width colon).
    lead_in,
    /// The log: a null bid (R4). `[third|you]` forms agree with the seat.
    explain_bid_null,
    /// The log: the rainbow bid (R4).
    explain_bid_rainbow,
    /// The log: a bid of one colour (R4).
    explain_bid_one,
    /// The log: a bid of several colours (R4).
    explain_bid_colours,
    /// The log: a card placed on the bid board (R11); `{effect}` is one of `space_effects`.
    explain_place,
    /// What each space's cards do (R11), in the board's order: Cancel, +0, +1, +2, +Face.
    space_effects,
    /// The log: a pass after a full round of passes (R3).
    explain_pass_forced,
    /// The log: a pass.
    explain_pass,
    /// The log: a tie taken (R8).
    explain_win_tie,
    /// The log: a tie given up (R8), and the entry that stays ahead.
    explain_lose_tie_ahead,
    /// The log: a tie given up (R8).
    explain_lose_tie,
    /// An entry by its owner: "Berthe's Red 3", "your Red 3".
    whose_entry,
    /// Between the cards of a mixed or smeared entry.
    entry_join,
    /// The log: a lead.
    explain_lead,
    /// The log: a copy; `{standing}` is one of the standing phrases.
    explain_copy,
    /// The end of a copy, mix or smear: winning the trick (R8).
    standing_winning,
    /// The same: a tie to decide (R8).
    standing_tied,
    /// The same: not enough to win.
    standing_losing,
    /// The log: a mix (R5); `{made}` the colour and value it makes.
    explain_mix,
    /// The log: a junk (R5, R7).
    explain_junk,
    /// After a junk: a later smear could make it count (R6, R7).
    junk_hope,
    /// After a junk that nothing can bring back.
    junk_hopeless,
    /// The log: a smear with no trick to name (never in play).
    explain_smear_bare,
    /// The log: a smear (R6): the primary onto the winning entry, the colour it makes, and the card played.
    explain_smear,
    /// A card junked earlier, by its owner (R7).
    junked_entry,
    /// After a smear: a junked card of the new colour competes again (R7).
    junked_again,
    /// The same, when that card now wins the trick.
    junked_leads,
    /// After a smear: several junked cards compete again (R7).
    junked_all_again,
    /// The entry now winning the trick.
    entry_leads,
    /// The banner over a finished trick.
    winner_single,
    /// The same, won by a mixed or smeared entry.
    winner_mixed,
    /// Words made a sentence (its full stop).
    a_sentence,
    /// The mark of a lead or copy that a smear turned off the trick's colour (R5, R6).
    off_colour,
    /// The mark of a junk in the trick (R7).
    junk_mark,
    /// For screen readers, after the winning entry.
    entry_winning,
    /// The same, once the trick is won.
    entry_won,
    /// The log: who won the trick, with what, and what they took (R10, R11).
    explain_trick,
    /// A mixed or smeared winning entry, with its colour and worth.
    trick_with_mixed,
    /// What a Pointillism trick's winner keeps (R10).
    took_one,
    /// What an Impressionism trick's winner takes (R11).
    took_all,
    /// The log: the round's end.
    explain_round_over,
    /// The game log's choice of the round in play.
    log_round_now,
    /// The game log's list of a round's moves, named.
    log_round_moves,
    /// A bid in Master's reasons, in four forms: to do ("if you bid Red"), done by you ("after you bid Red"), by Master ("Master would have bid Red"), as an activity ("as well as bidding Red").
    reason_bid,
    /// The same four forms: a card placed on the board.
    reason_place,
    /// The same four forms: a pass.
    reason_pass,
    /// The same four forms: a card played.
    reason_play,
    /// The same four forms: a mix.
    reason_mix,
    /// The same four forms: a smear.
    reason_smear,
    /// The same four forms: a tie taken.
    reason_win,
    /// The same four forms: a tie given up.
    reason_lose,
    /// A rainbow bid named as a promise ("your rainbow bid").
    reason_rainbow,
    /// The other move in a hint, a card kept: "if you play Blue 5 now".
    instead_now,
    /// The other move in a hint.
    instead_hint,
    /// The other move in the coach's words: the player's own.
    instead_coach,
    /// A hint's only legal move.
    reason_forced_hint,
    /// The coach's: it was the only legal move.
    reason_forced_coach,
    /// A move by rule of thumb, with no search to say more.
    reason_rule,
    /// A hint whose two best moves did about as well.
    reason_alike_hint,
    /// The review's: Master's move and the player's did about as well.
    reason_alike_coach,
    /// A hint's or the review's move and the claim that tells it apart.
    reason_because,
    /// After a hint's move: the card it keeps.
    keeping_hint,
    /// The coach: Master's move, with no search to say more.
    coach_rule,
    /// The coach: Master's move did about as well as the player's.
    coach_alike,
    /// The coach: Master's move and the claim that tells it apart.
    coach_because,
    /// After the coach's move: the card it keeps.
    keeping_coach,
    /// How often something happened after each move (tenths of the deals).
    claim_often,
    /// An average after each move.
    claim_average,
    /// The score less the others' average, after each move; `{first}` and `{second}` say more, less or the same.
    claim_margin,
    /// The chosen move's margin: more, less, the same.
    margin_first,
    /// The other move's margin: more, less, the same.
    margin_second,
    /// A playout's event: you win the trick in play.
    event_you_win,
    /// Another player wins it.
    event_you_lose,
    /// Your colour bid is made.
    event_bid_made,
    /// The bid being chosen is made.
    event_your_bid_made,
    /// Your null bid holds.
    event_null_kept,
    /// Another seat's null bid fails.
    event_null_busted,
    /// Another seat's colour bid fails.
    event_bid_fails,
    /// Your card wins a trick.
    event_card_wins,
    /// An average: your Pointillism round score.
    measure_points_pointillism,
    /// Your Impressionism points (fewer is better).
    measure_points_impressionism,
    /// What your cards of one colour score (Impressionism).
    measure_colour,
    /// The tricks you win (Pointillism).
    measure_tricks,
    /// Another seat's Pointillism round score.
    measure_seat_pointillism,
    /// Another seat's Impressionism points: the player's gain.
    measure_seat_impressionism,
    /// Your score less the others' average.
    measure_margin,
    /// When the coach speaks: during the bidding.
    moment_bidding,
    /// When the coach speaks: on a trick.
    moment_trick,
    /// Coach mode's note after a costly move.
    coach_note,
    /// The hint's details: a forced move.
    details_forced,
    /// The hint's details: the rule of thumb and its aim.
    details_rule,
    /// What the rule of thumb aims at: Impressionism; Pointillism with a colour bid; with a null bid.
    details_aims,
    /// The hint's details: a bid priced on simulated deals, better or worse than the others' average.
    details_priced,
    /// The hint's details: Master's search and its figures.
    details_searched,
    /// The search's workers, when more than one.
    details_workers,
    /// How often the move was tried.
    details_times,
    /// What Master and its simulated deals are, for a player who meets them in a hint.
    master_said,
    /// An AI worker could not start.
    ai_cannot_start,
    /// A running AI worker stopped with an error.
    ai_stopped,
    /// The hint, when the AI gave none.
    no_hint,
    /// Shown while Master looks for the player's move.
    hint_thinking,
    /// The AI worker missed its deadline.
    ai_no_answer,
    /// The AI worker's answer could not be read.
    ai_garbled,
    /// A worker answered a move its seat may not make (the move not named: R13).
    ai_illegal,
    /// An AI seat played by rule of thumb: why, then who.
    ai_trouble,
    /// The announcement after a take-back.
    took_back_move,
    /// Why Take back is dimmed.
    nothing_to_take_back,
    /// The coach's review, titled: whose decisions, which round, which game.
    review_title,
    /// While Master reviews the round.
    review_progress,
    /// The decisions reviewed, counted.
    review_decisions,
    /// The review's summary: no costly moment.
    review_summary_none,
    /// The same: one costly moment.
    review_summary_one,
    /// The same: several costly moments.
    review_summary_many,
    /// A moment's heading in the review: the bidding.
    moment_bidding_head,
    /// A moment's heading: a trick.
    moment_trick_head,
    /// What a moment cost, after its heading.
    moment_cost,
    /// Who led the trick of a moment.
    review_leading,
    /// A hand card in a review moment, for screen readers: played, as Master would.
    card_played_as_master,
    /// The same: played.
    card_played,
    /// The same: Master's choice.
    card_masters,
    /// Under the list: the one moment not shown was as good as Master's.
    review_rest_one,
    /// The same, for several.
    review_rest_many,
    /// How the review's points are reckoned, in Pointillism and in Impressionism.
    how_points,
    /// The review's cancel button.
    review_cancel,
    /// After the review was cancelled.
    review_cancelled,
    /// The button that starts it again.
    review_again,
    /// The review's order button.
    review_play_order,
    /// A moment's tag: costly.
    tag_costly,
    /// A moment's tag: minor.
    tag_minor,
    /// A moment's trick, labelled.
    trick_so_far,
    /// A moment's hand, labelled.
    review_hand,
    /// Before Master's move in a moment.
    master_head,
    /// The link that opens a moment in the studio.
    open_in_studio,
    /// The button that draws the moments not yet shown.
    show_more,
    /// The review stopped, and why (a sentence).
    review_stopped_why,
    /// The review stopped: the saved game does not replay.
    review_stopped_replay,
    /// The rules widget's step controls, named.
    widget_steps,
    /// The widget's Back.
    widget_back,
    /// The widget's Next.
    widget_next,
    /// A lesson's Show me: the move played for the learner.
    show_me,
    /// The widget's Reset.
    widget_reset,
    /// A lesson's progress at its end.
    lesson_done,
    /// A lesson's progress.
    lesson_step,
    /// An example's progress.
    example_moves,
    /// The same, with the reader's own moves after.
    example_moves_then,
    /// The reader's own moves in an example, counted.
    moves_of_yours,
    /// The reader's turn in an example.
    your_move,
    /// The reader's turn for another seat.
    try_move_for,
    /// Before a lesson's first move, which the lesson plays.
    lesson_start_next,
    /// The same, with no one to move.
    lesson_start_go_on,
    /// Before a move the learner makes.
    lesson_start_yours,
    /// Over a step the lesson plays itself: what Next will show.
    lesson_next_mover,
    /// The same, with no one to move.
    lesson_next_what,
    /// A player's cards laid face up, named.
    hand_of,
    /// After a round score in the widget: the running total, when it differs.
    round_score_total,
    /// The game's end under the widget's scores.
    game_over,
    /// Before a lesson's hint after another move.
    not_quite,
    /// After a lesson's end, playing on.
    playing_on,
    /// The guided first game's heading.
    lessons_title,
    /// The guided first game's introduction; `{smear}` and `{show_me}` the buttons' labels.
    lessons_intro,
    /// The list of lessons, for screen readers.
    lessons_list,
    /// The next and previous lesson's buttons, for screen readers.
    lessons_steps,
    /// The button to the previous lesson.
    lesson_previous,
    /// The button to the next lesson.
    lesson_following,
    /// The last lesson's link to a game.
    lessons_play,
    /// A lesson's words that claim the round is over (checked by the engine in English; a translation says them where the English does), alternatives by `;`, matched in any case.
    lesson_claim_round_over,
    /// A lesson's words that invite the learner to play on after it, alternatives by `;`.
    lesson_claim_play_on,
    /// A lesson's words that claim a player wins the game, alternatives by `;`.
    lesson_claim_game_won,
    /// The widget's score cards, named.
    scores_this_round,
    /// The widget's log, folded.
    what_happened,
    /// An example that cannot be shown, before why.
    example_cannot,
    /// The widget's rows of hands, named.
    hands_label,
    /// A row with no cards.
    no_cards_in_hand,
    /// The first line of the log of a resumed game.
    resumed,
    /// A kept save among several, named.
    saved_game_n,
    /// The one kept save, named.
    your_saved_game,
    /// A save that could not be loaded, kept: why (a sentence, `problem`).
    save_not_loaded,
    /// A kept save that reads now.
    save_readable_now,
    /// A file that is not a game Pala can load (why, a sentence).
    import_refused,
    /// A file the browser could not read.
    file_unreadable,
    /// The games-played table when the stored statistics cannot be read.
    stats_unreadable,
    /// Under the games-played table, once unreadable statistics were set aside.
    stats_kept,
    /// Where the deal's number and link would be while a round is in play (R13).
    deal_after_round,
    /// The deal number beside the Share button.
    deal_n,
    /// The share sheet's title.
    share_title,
    /// The first screen when the app's program cannot start (boot.js): why.
    start_failed,
    /// Why: its program did not load.
    start_not_loaded,
    /// Why: its program stopped, with the browser's words.
    start_stopped,
    /// Why: its program did not start in time.
    start_too_slow,
    /// The first screen's Retry.
    start_retry,
    /// The first screen in another page's frame.
    framed_refused,
    /// The link that opens Pala in its own tab.
    open_own_tab,
    /// The button that starts a smear (R6).
    smear,
    /// The button that gives it up.
    dont_smear,
    /// The board's Pass.
    pass,
    /// The seats, named.
    seats,
    /// The dealer's mark, named.
    dealer,
    /// The dealer's mark.
    dealer_mark,
    /// The chip bid, named.
    your_chip_bid,
    /// The bid board, named.
    bid_board,
    /// The hand, named.
    your_hand,
    /// Nouns listed (a bid's colours), a middle item.
    nouns_more,
    /// Nouns listed, the last.
    nouns_last,
    /// The null bid's button, named.
    bid_null,
    /// The null bid's button, explained.
    null_title,
    /// A seat's rainbow bid, named.
    rainbow_seat,
    /// A colour as a card's adjective, with its article ("a Red" card), in wheel order.
    a_colour,
    /// A seat's plate: its turn.
    to_move,
    /// A seat's plate: it won the trick on show and leads the next.
    leads_next,
    /// A seat's plate while its AI searches.
    thinking_plate,
    /// The game's log, folded.
    game_log,
    /// Said after a card in the hand that completes the picked move.
    completes_move,
    /// Said after the hint's card.
    hint_card,
    /// A seat's move in a bubble at its place: the null bid.
    bubble_null,
    /// A bubble: the rainbow bid.
    bubble_rainbow,
    /// A bubble: a bid of colours.
    bubble_bid,
    /// A bubble: a card placed on the board.
    bubble_place,
    /// A bubble: a pass.
    bubble_pass,
    /// A bubble: a mix.
    bubble_mix,
    /// A bubble: a smear onto the winning card.
    bubble_smear_onto,
    /// A bubble: a smear.
    bubble_smear,
    /// A bubble: the tie taken.
    bubble_win_tie,
    /// A bubble: the tie given up.
    bubble_lose_tie,
    /// A count of colours.
    colours_count,
    /// Pointillism's score (R10): the null bid.
    score_null,
    /// Pointillism's score: no bid.
    score_no_bid,
    /// A score's total.
    score_total,
    /// Pointillism's score (R9): the bid and the tricks won.
    score_bid,
    /// The colours of the tricks won.
    score_tricks_in,
    /// A bid made: tricks times colours.
    score_made,
    /// A bid missed: the colours that took no trick.
    score_missed,
    /// The rainbow's bonus.
    score_rainbow,
    /// Impressionism's score (R11): cards of colours not on the board.
    score_off_board,
    /// A Cancel card and the card it cancels.
    score_cancels,
    /// Cancel cards with nothing to cancel.
    score_unused_cancels,
    /// A board colour's scoring cards.
    score_colour_line,
    /// Nothing to score.
    score_nothing,
    /// Equal cards once, with their count.
    times,
    /// The heading of a round's scores.
    scores_title,
    /// The same in a game of set rounds.
    scores_title_of,
    /// The button that deals the next round.
    next_round,
    /// The game over: the same setup again.
    play_again,
    /// The game over: to the new-game screen.
    change_setup,
    /// The game's placings, named.
    final_placings,
    /// A place in the placings (English adds 1st, 2nd, 3rd by its own rule).
    place_n,
    /// The score sheet's caption.
    score_sheet,
    /// The score sheet's and the chart's rounds.
    round_column,
    /// The chart's scores.
    score_axis,
    /// The chart's line at Pointillism's goal.
    goal_line,
    /// The chart's line at Impressionism's end.
    ends_line,
    /// The coach's button under a round's scores.
    review_my_round,
    /// The same in pass-and-play.
    review_round_of,
    /// A count of moves.
    moves_count,
    /// Under the scores: moves taken back.
    took_back,
    /// A seat's rainbow bid, as its badge.
    rainbow_badge,
    /// R9: the round's end, nobody holding cards.
    round_end_nobody,
    /// R9: the last trick's winner has no cards.
    round_end_last,
    /// The same, you.
    round_end_last_you,
    /// R9: one player still holds cards.
    round_end_one,
    /// The same, you.
    round_end_one_you,
    /// Who wins (R12), by game: Pointillism, Impressionism.
    best_total,
    /// Who wins a game of one round, by game.
    best_score,
    /// R12: how the full game ends.
    game_end_full,
    /// How a half game ends.
    game_end_half,
    /// How a game of one round ends.
    game_end_one,
    /// How a game of set rounds ends.
    game_end_rounds,
    /// R12: you won.
    you_won,
    /// R12: another won.
    won_game,
    /// R12: equal best scores share the win.
    shared_win,
    /// A move in the list of every legal move: the rainbow bid.
    move_bid_rainbow,
    /// A move: a card played.
    move_play,
    /// A move: a mix (R5), and what it makes.
    move_mix,
    /// A move: a smear (R6).
    move_smear,
    /// On a trick of a colour, in wheel order.
    on_colour_trick,
    /// The line under the hand after a dimmed card is tapped: why it cannot be used now.
    why_not,
    /// Why not: the round is over.
    refuse_round_over,
    /// Why not: another seat's turn.
    refuse_not_your_turn,
    /// Why not: a tie to decide first.
    refuse_tie_pending,
    /// Why not: no tie to decide.
    refuse_no_tie,
    /// Why not: a move of another part of the round (English names the move and the part).
    refuse_not_now,
    /// Why not: a move of the other game (English names it).
    refuse_other_game,
    /// Why not: a card not held.
    refuse_not_held,
    /// Why not: one card used twice.
    refuse_twice,
    /// Why not: a second bid.
    refuse_already_bid,
    /// Why not: a space this board lacks (R2).
    refuse_no_such_space,
    /// Why not: a space taken.
    refuse_space_taken,
    /// Why not: R3, a card must go on the board.
    refuse_must_place,
    /// Why not: a mix as a lead.
    refuse_mix_on_lead,
    /// Why not: a mix on a primary trick (R5).
    refuse_mix_on_primary,
    /// Why not: a smear as a lead.
    refuse_smear_on_lead,
    /// Why not: a smear on a secondary trick (R6).
    refuse_smear_on_secondary,
    /// Why not: a smear while holding the trick's colour (R6).
    refuse_smear_holding,
    /// Why not: a move not legal here.
    refuse_not_legal,
    /// Why not: a move that does not read.
    refuse_not_a_move,
    /// Why not: a colour already on the board (R3).
    refuse_colour_on_board,
    /// Why not: R5, copy a primary trick.
    refuse_must_copy,
    /// Why not: R5, copy or mix a secondary trick.
    refuse_must_copy_or_mix,
    /// Why not: a mix that does not make the trick's colour.
    refuse_mix_wrong_colour,
    /// Why not: R6, the smearing card.
    refuse_smear_bad_primary,
    /// Why not: R6, the smearer's own card.
    refuse_smear_bad_secondary,
    /// Where the round is, by part: bidding, trick play, a tie to answer, over.
    round_parts,
    /// Each colour's letter on the cards, chips and wheel (beside its shape, so colour is never the only cue), in wheel order.
    colour_letters,
    /// The button that closes the coach's review.
    close_review,
    /// The review's frame, named.
    review_frame,
    /// The button that shares this deal.
    share_deal,
    /// The same, explained.
    share_deal_title,
    /// The deal's link was shared.
    link_shared,
    /// The deal's link was copied.
    link_copied,
    /// The deal's link to copy by hand.
    copy_link,
    /// The table's speed choice.
    speed,
    /// The chip bid with all six picked (R10).
    rainbow_call,
    /// A person's seat, as its badge.
    human_badge,
    /// A seat that has not bid yet.
    no_bid_yet,
    /// The +Face space in the new-game screen's small picture of the board.
    face_short,
}
