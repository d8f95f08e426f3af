#include "shell/core/narration.h"

#include "shell/core/number_words.h"
#include "shell/core/speech.h"

#include <cctype>
#include <tuple>

namespace sol::ui {

namespace {

std::string capitalised(std::string text) {
    if (!text.empty()) text[0] = char(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

// The verdict as the solver bar shows it, or "" for the states not worth saying.
const char* verdict_words(Verdict v) {
    switch (v) {
    case Verdict::Winnable: return "solver: winnable from here";
    case Verdict::NotWinnable: return "solver: not winnable from here";
    case Verdict::Unknown: return "solver: could not decide in time";
    case Verdict::Unavailable: return "solver unavailable";
    default: return "";
    }
}

// The cards in play at a glance: each tableau pile's top card, the free pyramid cards,
// the waste's top and what is left in the stock.
std::string table_words(const std::vector<PileView>& piles) {
    std::vector<std::string> parts, free;
    for (const PileView& p : piles) {
        if (p.kind == PileKind::Tableau)
            parts.push_back(
                speech::pile_words(p) + ": " +
                (p.cards.empty() ? std::string("empty") : speech::card_words(p.cards.back().card)));
        if (p.kind == PileKind::Place && !p.cards.empty() && !p.cards.back().dimmed)
            free.push_back(speech::card_words(p.cards.back().card));
        if (p.kind == PileKind::Waste && !p.cards.empty())
            parts.push_back("the waste: " + speech::card_words(p.cards.back().card));
        if (p.kind == PileKind::Cell && !p.cards.empty())
            parts.push_back(speech::pile_words(p) + ": " + speech::card_words(p.cards.back().card));
        if (p.kind == PileKind::Stock)
            parts.push_back("the stock: " + std::to_string(p.cards.size()) + " cards");
    }
    if (!free.empty()) {
        std::string list;
        for (size_t i = 0; i < free.size(); ++i) list += (i ? ", " : "") + free[i];
        parts.insert(parts.begin(), "free cards: " + list);
    }
    return speech::join(parts);
}

std::string end_words(const Session& s, double now_ms) {
    const std::string moves = std::to_string(s.moves()) + (s.moves() == 1 ? " move" : " moves");
    switch (s.assist()) {
    case Session::Assist::Computer: return "solved by the computer in " + moves;
    case Session::Assist::Hints:
        return "you won with hints in " + format_time(s.elapsed_ms(now_ms)) + " and " + moves;
    case Session::Assist::None: break;
    }
    return "you won in " + format_time(s.elapsed_ms(now_ms)) + " and " + moves;
}

} // namespace

// A sentence for the live region.
void Narration::say(const std::string& text) {
    if (!text.empty()) voice_.announce(capitalised(text) + ".");
}

void Narration::remember(const Session& s, const std::vector<PileView>& piles) {
    piles_ = piles;
    played_ = s.played();
    automatic_.clear();
    for (size_t i = 0; i < played_.size(); ++i) automatic_.push_back(s.automatic(i));
    redo_next_.reset();
    if (s.can_redo()) redo_next_ = s.redo_move();
    won_ = s.won();
}

void Narration::opened(const Session& s, const std::vector<PileView>& piles,
                       const std::string& title) {
    remember(s, piles);
    verdict_ = Verdict::Off;
    hint_.reset();
    std::string text = title + ", deal " + std::to_string(s.seed());
    if (s.moves() > 0) text += ", resumed after " + std::to_string(s.moves()) + " moves";
    say(text + ". " + capitalised(table_words(piles)));
    voice_.sound("deal");
}

void Narration::changed(const Session& s, const std::vector<PileView>& piles, double now_ms) {
    const std::vector<GameMove> now = s.played();
    size_t common = 0;
    while (common < now.size() && common < played_.size() && now[common] == played_[common])
        ++common;
    const TableGame& g = s.game();
    std::string words;
    const char* sound = nullptr;
    if (now.size() > common && common == played_.size()) {
        // Forward: a move, an automatic move, or a redo (which may bring automatic moves).
        const GameMove m = now[common];
        // Playing the very move redo would replay is the same thing as a redo.
        const bool redo = redo_next_ && *redo_next_ == m;
        const auto [from, to] = g.move_piles(m);
        const speech::Change c = speech::change_words(piles_, piles);
        words = speech::join({speech::played_words(g, piles_, piles, m), c.words});
        if (redo) words = "redo: " + words;
        const bool stock = piles_[size_t(from)].kind == PileKind::Stock ||
                           piles_[size_t(to)].kind == PileKind::Stock;
        sound = stock || c.dealt ? "deal" : c.turned_up ? "flip" : "drop";
    } else if (now.size() == common && played_.size() > common) {
        // Back: an undo (with the automatic moves it took), a restart, or a jump back.
        int by_player = 0;
        for (size_t i = common; i < played_.size(); ++i) by_player += !automatic_[i];
        if (now.empty() && by_player > 1)
            words = "restarted: the deal as it was dealt";
        else if (by_player > 1)
            words = "went back " + std::to_string(by_player) + " moves";
        else // the table is back where the move was played: say it as it was
            words = "undo: " + speech::move_words(g, piles, played_[common]);
        words += "; " + table_words(piles);
        sound = "drop";
    }
    if (s.won() && !won_) {
        words = speech::join({words, end_words(s, now_ms)});
        sound = "win";
    }
    remember(s, piles);
    say(words);
    if (sound) voice_.sound(sound);
}

void Narration::frame(const Session& s, const std::vector<PileView>& piles, const TableFocus& in,
                      const SolveController& solver) {
    const int n = int(piles.size());
    if (in.keyboard_active && in.cursor != cursor_ && in.cursor < n)
        say(speech::pile_contents(piles[size_t(in.cursor)]));
    cursor_ = in.keyboard_active ? in.cursor : -1;

    for (auto [now, last, verb] : {std::tuple{in.held, &held_, "picked up "},
                                   std::tuple{in.selected, &selected_, "selected "}}) {
        if (now != *last && now >= 0 && now < n && !piles[size_t(now)].cards.empty()) {
            // The lowest card that goes with the pile's top: the run picked up.
            const std::vector<CardView>& cards = piles[size_t(now)].cards;
            size_t lead = cards.size() - 1;
            while (lead > 0 && s.game().can_pick(now, int(lead) - 1)) --lead;
            say(verb + speech::card_words(cards[lead].card));
            voice_.sound("pickup");
        }
        *last = now;
    }
    if (in.dragging && !dragging_) voice_.sound("pickup");
    dragging_ = in.dragging;

    const Verdict v = solver.verdict();
    if (*verdict_words(v) && v != verdict_) {
        verdict_ = v;
        say(verdict_words(v));
    }
    const std::optional<GameMove> h = solver.hint();
    if (h && h != hint_ && !s.won()) say("hint: " + speech::move_words(s.game(), piles, *h));
    hint_ = h;
}

} // namespace sol::ui
