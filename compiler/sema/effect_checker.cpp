// Typing of effect blocks: which blocks a shape may have, which triggers can
// fire for it, what each action takes, and who it may target.
#include <algorithm>

#include "sema/amounts.h"
#include "sema/effects.h"
#include "sema/item_selector.h"
#include "sema/monster_floor.h"
#include "sema/schema.h"
#include "sema/target_selector.h"
#include "sema/switch_checker.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

template <typename Enum>
std::vector<std::string_view> spellings() {
  std::size_t count = 0;
  const std::string_view* words = allSpellings<Enum>(count);
  std::vector<std::string_view> out(words, words + count);
  out.erase(std::remove(out.begin(), out.end(), std::string_view{}), out.end());
  return out;
}

// The actions written as `name args;`: not the words of a choice.
std::vector<std::string_view> plainActions() {
  std::vector<std::string_view> out = spellings<Action>();
  std::erase_if(out, [](std::string_view w) {
    return w == "choose" || w == "may" || w == "or" || w == "roll" || w == "on";
  });
  return out;
}

schema::BlockKind blockKind(ast::Block::Kind kind) {
  switch (kind) {
    case ast::Block::Kind::Play: return schema::BlockKind::Play;
    case ast::Block::Kind::On: return schema::BlockKind::On;
    case ast::Block::Kind::While: return schema::BlockKind::While;
    case ast::Block::Kind::BadStuff: return schema::BlockKind::BadStuff;
  }
  return schema::BlockKind::Play;
}

model::Effect::Kind effectKind(ast::Block::Kind kind) {
  switch (kind) {
    case ast::Block::Kind::Play: return model::Effect::Kind::Play;
    case ast::Block::Kind::On: return model::Effect::Kind::On;
    case ast::Block::Kind::While: return model::Effect::Kind::While;
    case ast::Block::Kind::BadStuff: return model::Effect::Kind::BadStuff;
  }
  return model::Effect::Kind::Play;
}

const char* blockName(ast::Block::Kind kind) {
  switch (kind) {
    case ast::Block::Kind::Play: return "play";
    case ast::Block::Kind::On: return "on";
    case ast::Block::Kind::While: return "while";
    case ast::Block::Kind::BadStuff: return "bad_stuff";
  }
  return "play";
}

class EffectChecker {
 public:
  EffectChecker(Analysis& a, const model::Card& card) : a_(a), card_(card) {}

  std::optional<model::Effect> block(const ast::Block& b) {
    if (!schema::blockAllowed(card_.shape, blockKind(b.kind))) {
      a_.diagnostics.report(DiagCode::E0306, b.keyword,
                            std::string(spelling(card_.shape)) + " '" + card_.name + "' cannot have a '" +
                                blockName(b.kind) + "' block" + whyNot(b.kind));
      return std::nullopt;
    }
    block_ = &b;
    model::Effect effect;
    effect.range = b.range;
    effect.kind = effectKind(b.kind);
    effect.timing = defaultTiming();
    bool ok = true;
    std::size_t first = 0;
    if (b.kind == ast::Block::Kind::On) {
      ok = trigger(b.words[0], effect);
      first = 1;
    }
    bool timingGiven = false;
    for (std::size_t i = first; i < b.words.size(); ++i) ok = word(b, b.words[i], effect, timingGiven) && ok;
    // Where the block acts is known only if its trigger and timing are.
    whenKnown_ = ok;
    if (b.condition) {
      effect.condition = checkCondition(*b.condition, a_, victimHere(), b.kind == ast::Block::Kind::While);
      ok = ok && effect.condition.has_value();
    }
    if (b.actions.empty()) {
      a_.diagnostics.report(DiagCode::W0309, b.keyword, std::string("empty '") + blockName(b.kind) + "' block does nothing");
    }
    effect.steps.reserve(b.actions.size());
    endedBy_ = nullptr;
    rowDepth_ = 0;
    rollUnderWay_ = b.kind == ast::Block::Kind::On && effect.trigger == Trigger::Rolled;
    drawUnderWay_ = b.kind == ast::Block::Kind::On && effect.trigger == Trigger::CardDrawn;
    for (const ast::Action& action : b.actions) ok = statement(action, effect, effect.steps) && ok;
    if (ok && b.kind == ast::Block::Kind::Play && effect.timing == Timing::InAnswer) ok = answersACurse(b, effect);
    if (ok && effect.limit == Limit::OncePerTarget) ok = choosesOnePlayer(b, effect);
    if (!ok) return std::nullopt;
    return effect;
  }

 private:
  // `once_per_target` counts the players one action chooses (docs/semantics.md,
  // Timings and limits): the block must choose exactly one (E0341), and no
  // monster, which no real card counts one by one (E0346).
  bool choosesOnePlayer(const ast::Block& b, const model::Effect& effect) {
    SourceRange at = b.keyword;
    for (const ast::Word& w : b.words) {
      if (w.text == spelling(Limit::OncePerTarget)) at = w.range;
    }
    for (const model::ActionStep& step : effect.steps) {
      if (step.target != Target::Monster) continue;
      Diagnostic& d = a_.diagnostics.report(
          DiagCode::E0346, at,
          "'once_per_target' counts players, never monsters: the cards' \"once per opponent\" has no monster "
          "form; write 'once_per_combat' for once per fight, or 'once_per_turn'");
      a_.diagnostics.note(d, step.range, "this action is aimed at a monster");
      return false;
    }
    std::string why;
    int chosen = 0;
    for (const model::ActionStep& step : effect.steps) {
      // A selector only narrows the players offered (`to other_player level >= 3`): one is still chosen.
      chosen += step.target == Target::AnyPlayer || step.target == Target::OtherPlayer;
    }
    if (b.kind == ast::Block::Kind::While || b.kind == ast::Block::Kind::BadStuff) {
      why = std::string("a '") + blockName(b.kind) + "' block chooses nobody";
    } else if (why.empty() && chosen == 0) {
      why = "none of its actions is aimed at a chosen player ('to any_player' or 'to other_player')";
    } else if (why.empty() && chosen > 1) {
      why = std::to_string(chosen) + " of its actions choose a player; it must choose exactly one";
    }
    if (why.empty()) return true;
    a_.diagnostics.report(DiagCode::E0341, at, "'once_per_target' counts the players the block chooses, but " + why);
    return false;
  }

  std::string whyNot(ast::Block::Kind kind) const {
    if (kind == ast::Block::Kind::BadStuff) return "; only monsters have Bad Stuff";
    if (card_.shape == Shape::Monster) return "; monsters act through 'on' blocks and Bad Stuff";
    if (card_.shape == Shape::Seal) return "; seals act while open, through 'while' and 'on' blocks";
    return "; it is discarded when used, so it is never in play";
  }

  std::string whyNeverFires(Trigger trigger) const {
    if (trigger == Trigger::Died && schema::diesWithTheirHolder(card_.shape)) {
      return "; when its holder dies, the card is laid out and looted before 'died' reaches the cards they "
             "keep";
    }
    if (card_.shape == Shape::Monster) {
      return "; a monster is in play only while it is fought (combat_start, combat_won, monster_killed, "
             "combat_lost, escaped, caught, helping)";
    }
    if (card_.shape == Shape::Seal) return "; a Seal reacts only to its own opening, 'on seal_opened'";
    return {};
  }

  // `victim` names somebody only where a card strikes a player: every block
  // of a curse, and a monster's Bad Stuff.
  bool victimHere() const { return card_.shape == Shape::Curse || block_->kind == ast::Block::Kind::BadStuff; }

  std::string windowShapeWhy(Timing window) const {
    if (card_.shape == Shape::Curse) return " is played on a victim, at any time, and strikes as it is played";
    if (window == Timing::WhenDrawn && card_.shape != Shape::Enhancer) {
      return " stays in play, where a 'play' block is an ability, and a card in play is never drawn";
    }
    return " is played on a monster, only into a fight";
  }

  // E0338: the `in_answer` window opens only as a curse is played, to cancel it.
  bool answersACurse(const ast::Block& b, const model::Effect& effect) {
    const bool cancels = std::any_of(effect.steps.begin(), effect.steps.end(), [](const model::ActionStep& step) {
      return step.action == Action::Cancel && step.what == "curse";
    });
    if (cancels) return true;
    a_.diagnostics.report(DiagCode::E0338, b.keyword,
                          "a 'play in_answer' block must cancel the curse it answers ('cancel curse'): the window "
                          "opens only as a curse is played");
    return false;
  }

  Timing defaultTiming() const {
    if (card_.shape == Shape::Curse || card_.shape == Shape::LevelUp) return Timing::AnyTime;
    return card_.deck == "treasure" ? Timing::OwnTurn : Timing::AnyTime;
  }

  bool trigger(const ast::Word& w, model::Effect& effect) {
    const auto t = parseWord<Trigger>(w.text);
    if (!t) {
      a_.diagnostics.report(DiagCode::E0303, w.range,
                            "unknown trigger '" + w.text + "'" + didYouMean(w.text, spellings<Trigger>()));
      return false;
    }
    effect.trigger = *t;
    if (!schema::triggerPossible(card_.shape, *t)) {
      a_.diagnostics.report(DiagCode::E0304, w.range,
                            "'" + w.text + "' can never fire for " + std::string(spelling(card_.shape)) + " '" +
                                card_.name + "'" + whyNeverFires(*t));
      return false;
    }
    if ((*t == Trigger::SealOpened || *t == Trigger::SealClosed) && a_.model.param("seals_to_end") == 0) {
      a_.diagnostics.report(DiagCode::E0304, w.range,
                            "'" + w.text + "' can never fire: no Seal deck is in this build (seals_to_end is 0)");
      return false;
    }
    return true;
  }

  bool word(const ast::Block& b, const ast::Word& w, model::Effect& effect, bool& timingGiven) {
    if (const auto limit = parseWord<Limit>(w.text); limit && *limit != Limit::None) {
      effect.limit = *limit;
      return true;
    }
    if (b.kind == ast::Block::Kind::On && effect.trigger == Trigger::CardDrawn) {
      if (const std::optional<bool> filtered = drawFilter(w, effect)) return *filtered;
    }
    if (b.kind == ast::Block::Kind::Play) {
      if (const auto timing = parseWord<Timing>(w.text)) {
        // `own_turn` combines with `in_combat` or `outside_combat`; any other
        // pair of timings contradicts itself.
        // A window is a moment of its own: it combines with nothing.
        const bool combinable = timingGiven && (*timing == Timing::OwnTurn) != (effect.timing == Timing::OwnTurn) &&
                                *timing != Timing::AnyTime && effect.timing != Timing::AnyTime && !effect.ownTurnOnly &&
                                !isWindow(*timing) && !isWindow(effect.timing);
        if (timingGiven && !combinable) {
          a_.diagnostics.report(DiagCode::E0305, w.range,
                                "'" + w.text + "' contradicts the timing before it; only own_turn combines, with "
                                "in_combat or outside_combat");
          return false;
        }
        if (combinable) {
          effect.ownTurnOnly = true;
          if (*timing != Timing::OwnTurn) effect.timing = *timing;
          return true;
        }
        timingGiven = true;
        effect.timing = *timing;
        if (isWindow(*timing) && !schema::windowAllowed(card_.shape, *timing)) {
          const std::string forWhom = *timing == Timing::WhenDrawn ? "a card played from the hand as it is drawn"
                                                                   : "a card played from the hand or an ability of a card in play";
          a_.diagnostics.report(DiagCode::E0336, w.range,
                                "'" + w.text + "' is a window for " + forWhom + ", but " +
                                    std::string(spelling(card_.shape)) + " '" + card_.name + "'" + windowShapeWhy(*timing));
          return false;
        }
        return true;
      }
    }
    std::vector<std::string_view> options = spellings<Limit>();
    if (b.kind == ast::Block::Kind::Play) {
      for (auto s : spellings<Timing>()) options.push_back(s);
    }
    const bool drawn = b.kind == ast::Block::Kind::On && effect.trigger == Trigger::CardDrawn;
    if (drawn) {
      for (std::string_view s : {"any_player", "other_player", "face_up", "face_down"}) options.push_back(s);
      for (const auto& d : a_.keys(a_.deckAt)) options.push_back(d);
      for (const auto& k : a_.keys(a_.kindAt)) options.push_back(k);
    }
    a_.diagnostics.report(DiagCode::E0305, w.range,
                          "'" + w.text + "' is not a " +
                              (b.kind == ast::Block::Kind::Play ? std::string("timing or limit")
                               : drawn ? std::string("limit, player, deck, kind or face_up|face_down")
                                       : std::string("limit")) +
                              didYouMean(w.text, options));
    return false;
  }

  // A filter of `on card_drawn` (docs/language.md, Draws and losses): who
  // draws, the deck, the kind, face up or down. nullopt when `w` is none of
  // them; false when it can never hold with the filters before it (E0343).
  std::optional<bool> drawFilter(const ast::Word& w, model::Effect& effect) {
    const auto never = [&](const std::string& why) {
      a_.diagnostics.report(DiagCode::E0343, w.range, "'on card_drawn' can never fire: " + why);
      return std::optional<bool>(false);
    };
    if (w.text == "any_player" || w.text == "other_player") {
      if (effect.drawnBy != DrawnBy::Holder) return never("'" + w.text + "' after another player filter");
      effect.drawnBy = w.text == "any_player" ? DrawnBy::AnyPlayer : DrawnBy::OtherPlayer;
      return true;
    }
    if (w.text == "face_up" || w.text == "face_down") {
      if (!effect.drawnFace.empty()) return never("a card is drawn either '" + effect.drawnFace + "' or '" + w.text + "'");
      effect.drawnFace = w.text;
      return true;
    }
    const model::Kind* kind = nullptr;
    if (!a_.deckAt.count(w.text)) {
      kind = findKind(w.text);
      if (!kind) return std::nullopt;
    }
    if (kind && !effect.drawnKind.empty()) return never("a card is of one kind, '" + effect.drawnKind + "' or '" + w.text + "'");
    if (!kind && !effect.drawnDeck.empty()) return never("a card is drawn from one deck, '" + effect.drawnDeck + "' or '" + w.text + "'");
    // The deck named and the deck the kind lives in must be one.
    const model::Kind* named = kind ? kind : findKind(effect.drawnKind);
    const std::string deck = kind ? kind->deck : w.text;
    const std::string other = kind ? effect.drawnDeck : (named ? named->deck : std::string());
    if (!other.empty() && other != deck) {
      return never("'" + named->name + "' cards are in the " + named->deck + " deck, not in '" +
                   (kind ? effect.drawnDeck : w.text) + "'");
    }
    if (model::isReferenceDeck(deck) || onlySeals(deck)) {
      return never("nobody draws from deck '" + deck + "'" +
                   (onlySeals(deck) ? std::string(": Seals are opened") : std::string(", a reference deck")));
    }
    (kind ? effect.drawnKind : effect.drawnDeck) = w.text;
    return true;
  }

  const model::Kind* findKind(const std::string& name) const {
    if (name.empty()) return nullptr;
    for (const model::Kind& k : a_.model.kinds) {
      if (k.name == name) return &k;
    }
    return nullptr;
  }

  // An action or a choice, appended to `steps` (a choice flattened, as
  // tables.h's Action::Choose says).
  bool statement(const ast::Action& a, const model::Effect& effect, std::vector<model::ActionStep>& steps) {
    if (a.kind == ast::Action::Kind::Plain) {
      std::optional<model::ActionStep> step = action(a, effect);
      if (!step || (endedBy_ && !afterEndCombat(a, *step, *endedBy_)) || !saidOnlyThisWay(a, *step)) return false;
      steps.push_back(std::move(*step));
      if (steps.back().action == Action::EndCombat && !endedBy_) endedBy_ = &a;
      return true;
    }
    if (a.kind == ast::Action::Kind::Roll) return roll(a, effect, steps);
    return choice(a, effect, steps);
  }

  // `roll { on 1..2 { ... } on 3..6 { ... } }`: each face of the die in one
  // row (E0332, E0333, E0334), flattened as tables.h's Action::Roll says.
  bool roll(const ast::Action& a, const model::Effect& effect, std::vector<model::ActionStep>& steps) {
    if (block_->kind == ast::Block::Kind::While) {
      a_.diagnostics.report(DiagCode::E0310, a.name.range,
                            "'roll' happens once, so it cannot be a continuing 'while' effect; use an 'on' or "
                            "'play' block");
      return false;
    }
    bool ok = true;
    if (rollUnderWay_) {
      a_.diagnostics.report(DiagCode::E0335, a.name.range,
                            "a 'roll' in an 'on rolled' block would roll in answer to a roll; change the roll "
                            "under way with 'roll_bonus' or 'reroll'");
      ok = false;
    }
    if (!a.chooserWords.empty()) {
      a_.diagnostics.report(DiagCode::E0334, a.chooserWords[0].range,
                            "expected `roll {` followed by its rows, `on 1..2 { ... } on 3..6 { ... }`");
      ok = false;
    }
    if (a.rows.empty()) {
      a_.diagnostics.report(DiagCode::E0334, a.range,
                            "'roll' without rows says nothing of what the die decides; write a row for each face, "
                            "`on 1..2 { ... } on 3..6 { ... }`");
      return false;
    }
    // Which row covers each face, to find faces covered twice or not at all.
    const ast::RollRow* coveredBy[kFaces] = {};
    for (const ast::RollRow& row : a.rows) {
      if (row.low < 1 || row.high > kFaces || row.low > row.high) {
        a_.diagnostics.report(DiagCode::E0334, row.faces,
                              row.low > row.high ? "the range " + std::to_string(row.low) + ".." +
                                                       std::to_string(row.high) + " is empty; write it low to high"
                                                 : std::string("a six-sided die shows 1 to 6; a result beyond them "
                                                               "after modifiers reads as 1 or 6"));
        ok = false;
        continue;
      }
      for (std::int64_t face = row.low; face <= row.high; ++face) {
        const ast::RollRow*& first = coveredBy[face - 1];
        if (first) {
          Diagnostic& d = a_.diagnostics.report(DiagCode::E0333, row.faces,
                                                "a roll of " + std::to_string(face) + " is covered by two rows");
          a_.diagnostics.note(d, first->faces, "the first row covering it");
          ok = false;
          break;
        }
        first = &row;
      }
    }
    if (ok) {
      std::string missing;
      for (int face = 1; face <= kFaces; ++face) {
        if (coveredBy[face - 1]) continue;
        int last = face;
        while (last < kFaces && !coveredBy[last]) ++last;
        missing += (missing.empty() ? "" : ", ") + std::to_string(face) + (last > face ? ".." + std::to_string(last) : "");
        face = last;
      }
      if (!missing.empty()) {
        a_.diagnostics.report(DiagCode::E0332, a.name.range,
                              "no row says what a roll of " + missing + " does; add `on " + missing.substr(0, missing.find(',')) +
                                  " { }` if nothing happens");
        ok = false;
      }
    }
    model::ActionStep head;
    head.action = Action::Roll;
    head.target = Target::Self;
    head.hasAmount = true;
    head.amount = static_cast<int>(a.rows.size());
    head.range = a.range;
    steps.push_back(std::move(head));
    ++rowDepth_;
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
      const ast::RollRow& row = a.rows[i];
      const std::size_t marker = steps.size();
      model::ActionStep step;
      step.action = Action::RollRow;
      step.hasAmount = true;
      int faces = 0;
      for (std::int64_t face = std::max<std::int64_t>(row.low, 1); face <= std::min<std::int64_t>(row.high, kFaces); ++face) {
        faces |= 1 << (face - 1);
      }
      step.cap = faces;
      step.range = row.range;
      steps.push_back(std::move(step));
      for (const ast::Action& inner : a.alternatives[i]) ok = statement(inner, effect, steps) && ok;
      steps[marker].amount = static_cast<int>(steps.size() - marker - 1);
    }
    --rowDepth_;
    return ok;
  }

  // `roll_bonus` and `reroll` reach the roll under way: only in `on rolled`
  // (`roll_bonus` also in `while`, every roll), and not in a row of a `roll`,
  // whose roll is over once the row acts (E0335).
  bool rollUnderWayHere(const ast::Action& a, const model::ActionStep& step) {
    const bool bonus = step.action == Action::RollBonus;
    if (step.action != Action::Reroll && !bonus) return true;
    std::string message;
    if (rowDepth_ > 0) {
      message = "'" + a.name.text + "' in a row of a 'roll': that roll is over once its row acts, and no other roll "
                "is under way";
    } else if (bonus && block_->kind == ast::Block::Kind::While) {
      return true;
    } else if (!rollUnderWay_) {
      message = "'" + a.name.text + "' needs a roll under way: write it in an 'on rolled' block" +
                (bonus ? std::string(" (or in 'while', for every roll)") : std::string());
    } else if (bonus && step.target != Target::Self && !(step.target == Target::Victim && card_.shape == Shape::Curse)) {
      a_.diagnostics.report(DiagCode::E0302, a.range,
                            "'roll_bonus' in 'on rolled' changes the roll under way, the holder's own: it takes no "
                            "target");
      return false;
    } else {
      return true;
    }
    a_.diagnostics.report(DiagCode::E0335, a.name.range, std::move(message));
    return false;
  }

  // `sale_price` is a state read at each sale: only in a `while`, never 0,
  // and not on a monster, whose side is in a fight where nobody sells; a
  // multiplier (`times N`) is a plain 2 to 10, since 0 would forbid sales
  // rather than price them and 1 changes nothing (E0344).
  bool salePriceCounts(const ast::Action& a, const model::ActionStep& step) {
    if (step.action != Action::SalePrice) return true;
    std::string message;
    if (!schema::changesSalesHere(step.action, blockKind(block_->kind))) {
      message = "'sale_price' changes the gold of every later sale: write it in a 'while' block";
    } else if (card_.shape == Shape::Monster) {
      message = "'sale_price' in a monster's 'while' reaches its fighting side, and nobody sells in a fight";
    } else if (multipliesSales(step)) {
      const bool signedNumber = std::any_of(a.args.begin(), a.args.end(), [](const ast::ActionArg& arg) {
        return arg.kind == ast::ActionArg::Kind::Amount && (arg.explicitPlus || arg.value < 0);
      });
      if (!signedNumber && step.amount >= 2 && step.amount <= 10) return true;
      message = step.amount == 1 ? "'sale_price times 1' changes no sale"
                                 : "'sale_price times' takes a whole number from 2 to 10 (\"sells for double\" is "
                                   "'times 2'), unsigned";
    } else if (step.amount == 0) {
      message = "'sale_price 0' changes no sale";
    } else {
      return true;
    }
    a_.diagnostics.report(DiagCode::E0344, a.range, std::move(message));
    return false;
  }

  static bool multipliesSales(const model::ActionStep& step) {
    return std::find(step.flags.begin(), step.flags.end(), "times") != step.flags.end();
  }

  // `discard_drawn` acts on the card whose draw the block answers: only in
  // `on card_drawn` (E0342).
  bool drawUnderWayHere(const ast::Action& a, const model::ActionStep& step) {
    if (step.action != Action::DiscardDrawn || drawUnderWay_) return true;
    a_.diagnostics.report(DiagCode::E0342, a.name.range,
                          "'discard_drawn' needs a card being drawn: write it in an 'on card_drawn' block");
    return false;
  }

  // `draw` takes the top of the draw pile face up or face down, or the top
  // of the discard pile: one of them.
  bool oneWayOfDrawing(const ast::Action& a, const model::ActionStep& step) {
    if (step.action != Action::Draw || step.flags.size() < 2) return true;
    a_.diagnostics.report(DiagCode::E0301, a.range,
                          "'draw' takes one of face_up, face_down and discard (a card from the discard pile is "
                          "drawn face up), not '" + step.flags[0] + "' and '" + step.flags[1] + "'");
    return false;
  }

  bool choice(const ast::Action& a, const model::Effect& effect, std::vector<model::ActionStep>& steps) {
    const bool may = a.kind == ast::Action::Kind::May;
    if (block_->kind == ast::Block::Kind::While) {
      a_.diagnostics.report(DiagCode::E0314, a.name.range,
                            "'" + a.name.text + "' asks a player to choose, and nobody is asked at every moment a "
                            "'while' effect holds; use an 'on' or 'play' block");
      return false;
    }
    model::ActionStep head;
    head.action = may ? Action::May : Action::Choose;
    head.target = Target::Self;
    head.hasAmount = true;
    head.amount = static_cast<int>(a.alternatives.size());
    head.range = a.range;
    bool ok = chooser(a, head);
    if (!may && a.alternatives.size() < 2) {
      a_.diagnostics.report(DiagCode::E0313, a.range,
                            "'choose' needs two or more alternatives, `choose { ... } or { ... }`; for an optional "
                            "effect write `may { ... }`");
      ok = false;
    }
    if (!may && a.alternatives.size() > 8) {
      a_.diagnostics.report(DiagCode::E0313, a.orRanges[7],
                            "'choose' offers at most eight alternatives; the engine asks among no more");
      ok = false;
    }
    if (may && a.alternatives.size() > 1) {
      a_.diagnostics.report(DiagCode::E0313, a.orRanges.front(),
                            "'may' has one alternative, which happens or not; for a choice among several write "
                            "`choose { ... } or { ... }`");
      ok = false;
    }
    steps.push_back(std::move(head));
    for (std::size_t i = 0; i < a.alternatives.size(); ++i) {
      if (a.alternatives[i].empty()) {
        a_.diagnostics.report(DiagCode::E0313, a.alternativeRanges[i],
                              may ? std::string("'may' with no action offers nothing to do")
                                  : std::string("an empty alternative does nothing; to let the player do nothing, "
                                                "write the rest as `may { ... }`"));
        ok = false;
      }
      const std::size_t marker = steps.size();
      model::ActionStep alternative;
      alternative.action = Action::Alternative;
      alternative.hasAmount = true;
      alternative.range = a.alternativeRanges[i];
      steps.push_back(std::move(alternative));
      for (const ast::Action& inner : a.alternatives[i]) ok = statement(inner, effect, steps) && ok;
      steps[marker].amount = static_cast<int>(steps.size() - marker - 1);
      ok = priceCanBePaid(steps, marker + 1) && ok;
    }
    return ok;
  }

  // An alternative's price (its first discard_cards, lose_item and
  // sacrifice) is what makes it cost something; `sacrifice` on a card that is
  // discarded as it is played gives up nothing, so that price is never paid.
  bool priceCanBePaid(const std::vector<model::ActionStep>& steps, std::size_t first) {
    const bool goneWhenPlayed = card_.shape == Shape::OneShot || card_.shape == Shape::LevelUp ||
                                card_.shape == Shape::Enhancer;
    for (std::size_t i = first; i < steps.size(); ++i) {
      const Action act = steps[i].action;
      if (act != Action::DiscardCards && act != Action::LoseItem && act != Action::Sacrifice) break;
      if (act == Action::Sacrifice && goneWhenPlayed) {
        a_.diagnostics.report(DiagCode::E0313, steps[i].range,
                              "'sacrifice' as the price of this alternative can never be paid: " +
                                  std::string(spelling(card_.shape)) + " '" + card_.name +
                                  "' is discarded as it is played, so nothing is given up");
        return false;
      }
    }
    return true;
  }

  // `by CHOOSER`: one player known when the block acts.
  bool chooser(const ast::Action& a, model::ActionStep& head) {
    if (a.chooserWords.empty()) return true;
    if (a.chooserWords.size() != 2 || a.chooserWords[0].text != "by") {
      a_.diagnostics.report(DiagCode::E0313, a.chooserWords[0].range,
                            "expected `" + a.name.text + " by CHOOSER {` or `" + a.name.text +
                                " {`; CHOOSER is self, victim, player_left or player_right");
      return false;
    }
    const ast::Word& w = a.chooserWords[1];
    const auto t = parseWord<Target>(w.text);
    if (!t) {
      a_.diagnostics.report(DiagCode::E0302, w.range,
                            "unknown target '" + w.text + "'" + didYouMean(w.text, spellings<Target>()));
      return false;
    }
    if (*t == Target::Victim && !victimHere()) {
      a_.diagnostics.report(DiagCode::E0312, w.range,
                            "'victim' is the cursed or caught player, whom only a curse or Bad Stuff has; "
                            "write 'self' or name the chooser");
      return false;
    }
    if (*t != Target::Self && *t != Target::Victim && *t != Target::PlayerLeft && *t != Target::PlayerRight) {
      a_.diagnostics.report(DiagCode::E0314, w.range,
                            "'" + w.text + "' is not one player known when the block acts, so nobody is asked; "
                            "the chooser is self, victim, player_left or player_right");
      return false;
    }
    head.target = *t;
    return true;
  }

  std::optional<model::ActionStep> action(const ast::Action& written, const model::Effect& effect) {
    // `floor N` is read apart, so that a monster selector does not take it;
    // the action is copied only when it says one.
    std::optional<ast::Action> withoutFloor;
    std::optional<int> floor;
    if (saysFloor(written)) {
      withoutFloor = written;
      floor = takeFloor(*withoutFloor, a_);
      if (!floor) return std::nullopt;
    }
    const ast::Action& a = withoutFloor ? *withoutFloor : written;
    const ast::Block::Kind blockKind = block_->kind;
    const auto act = parseWord<Action>(a.name.text);
    if (act == Action::Roll || act == Action::RollRow) {
      a_.diagnostics.report(DiagCode::E0334, a.range, "'roll' takes its rows in braces: `roll { on 1..2 { ... } on 3..6 { ... } }`");
      return std::nullopt;
    }
    if (act == Action::Choose || act == Action::May) {
      a_.diagnostics.report(DiagCode::E0313, a.range,
                            "'" + a.name.text + "' takes its alternatives in braces: " +
                                (act == Action::May ? "`may { ... }`" : "`choose { ... } or { ... }`"));
      return std::nullopt;
    }
    if (!act) {
      a_.diagnostics.report(DiagCode::E0300, a.name.range,
                            "unknown action '" + a.name.text + "'" + didYouMean(a.name.text, plainActions()));
      return std::nullopt;
    }
    if (blockKind == ast::Block::Kind::While && !schema::actionAllowedIn(*act, schema::BlockKind::While)) {
      a_.diagnostics.report(DiagCode::E0310, a.name.range,
                            "'" + a.name.text + "' happens once, so it cannot be a continuing 'while' effect; "
                            "use an 'on' or 'play' block");
      return std::nullopt;
    }
    if (!schema::actionAllowedIn(*act, munchkinc::blockKind(blockKind))) {
      a_.diagnostics.report(DiagCode::E0310, a.name.range, "'add_monster' only works when the card is played");
      return std::nullopt;
    }
    const schema::ActionSpec& spec = schema::actionSpec(*act);
    model::ActionStep step;
    step.action = *act;
    step.range = a.range;
    step.floor = floor;
    step.target = card_.shape == Shape::Curse && blockKind != ast::Block::Kind::BadStuff ? Target::Victim : Target::Self;
    if (isSwitch(*act)) {
      const SwitchPlace place{card_, blockKind, block_->condition.has_value()};
      if (!checkSwitch(a, step, place, a_) || !floorPlaced(a, step, false, a_)) return std::nullopt;
      if (whenKnown_ && !actsDuringItsFight(a, step, effect)) return std::nullopt;
      return step;
    }
    bool ok = true;
    bool targetGiven = false;
    const bool selectsItems = *act == Action::LoseItem;
    if (selectsItems) {
      if (auto items = checkItemSelector(a, a_)) {
        step.what = std::move(items->word);
        step.items = std::move(items->items);
      } else {
        ok = false;
      }
    }
    const SelectorWords selectorWords = splitSelectors(a, *act);
    for (std::size_t i = 0; i < a.args.size(); ++i) {
      const ast::ActionArg& arg = a.args[i];
      const bool selectorWord = arg.kind == ast::ActionArg::Kind::Word || arg.kind == ast::ActionArg::Kind::Range;
      if (selectorWords.taken[i]) continue;
      if (!(selectsItems && selectorWord)) ok = argument(a, spec, arg, step, targetGiven) && ok;
    }
    if (ok) ok = selectors(selectorWords, step);
    if (ok && targetGiven) ok = cancelsNoPlayer(a, step) && closesNoPlayersSeal(a, step);
    if (!ok) return std::nullopt;
    if (spec.amount == schema::AmountRule::Required && !step.hasAmount) {
      a_.diagnostics.report(DiagCode::E0301, a.range, "'" + a.name.text + "' needs a number");
      return std::nullopt;
    }
    if (spec.wordRequired && step.what.empty() && !step.items) {
      a_.diagnostics.report(DiagCode::E0301, a.range, "'" + a.name.text + "' needs " + wordsHint(spec));
      return std::nullopt;
    }
    if ((*act == Action::Steal || *act == Action::LookAtHand) && !targetGiven) {
      std::string message = "'" + a.name.text + "' needs a player: `" + a.name.text;
      message += *act == Action::Steal ? " item from any_player;`" : " of any_player;`";
      a_.diagnostics.report(DiagCode::E0301, a.range, std::move(message));
      return std::nullopt;
    }
    if (!versusMeansSomething(step) || !drawnDeckHoldsCards(a, step) || !keepsReferenceCardsInPlace(a, step) ||
        !rollUnderWayHere(a, step) || !floorPlaced(a, step, blockKind == ast::Block::Kind::While, a_) ||
        !drawUnderWayHere(a, step) || !oneWayOfDrawing(a, step) || !salePriceCounts(a, step)) {
      return std::nullopt;
    }
    if (whenKnown_ && !actsDuringItsFight(a, step, effect)) return std::nullopt;
    return step;
  }

  // The arguments a target selector reads (docs/language.md, selectors): the
  // words, strings and comparisons after the target, and the monster filters
  // of `kill_monster`, `take_treasure`, `auto_escape` and `cancel monster`.
  struct SelectorWords {
    std::vector<bool> taken;                         // by argument index
    std::vector<const ast::ActionArg*> afterTarget;  // the target's filters
    std::vector<const ast::ActionArg*> monsters;     // the action's own monster filters
  };

  static bool filterArg(const ast::ActionArg& arg) {
    using K = ast::ActionArg::Kind;
    return arg.kind == K::Word || arg.kind == K::Text || arg.kind == K::Compare || arg.kind == K::Range;
  }

  static SelectorWords splitSelectors(const ast::Action& a, Action act) {
    using K = ast::ActionArg::Kind;
    SelectorWords out;
    out.taken.assign(a.args.size(), false);
    std::size_t target = a.args.size();
    for (std::size_t i = 0; i < a.args.size(); ++i) {
      const K k = a.args[i].kind;
      if (k == K::To || k == K::From || k == K::Of) {
        target = i;
        break;
      }
    }
    for (std::size_t i = target + 1; i < a.args.size(); ++i) {
      if (filterArg(a.args[i])) out.taken[i] = true, out.afterTarget.push_back(&a.args[i]);
    }
    std::size_t from = 0;  // where the monster filters may start
    if (act == Action::Cancel) {
      // `cancel monster F...`: the filters follow the word `monster`, which stays the action's.
      while (from < target && a.args[from].kind != K::Word) ++from;
      if (from == target || a.args[from].word.text != "monster") return out;
      ++from;
    } else if (act != Action::KillMonster && act != Action::TakeTreasure && act != Action::AutoEscape) {
      return out;
    }
    std::vector<std::size_t> before;
    for (std::size_t i = from; i < target; ++i) {
      const ast::ActionArg& arg = a.args[i];
      if (!filterArg(arg) || (act == Action::KillMonster && arg.kind == K::Word && arg.word.text == "treasure_only")) continue;
      before.push_back(i);
    }
    // `auto_escape all` alone keeps its meaning: every monster.
    const bool lone = before.size() == 1 && a.args[before[0]].kind == K::Word && a.args[before[0]].word.text == "all";
    if (act == Action::AutoEscape && lone) before.clear();
    for (std::size_t i : before) out.taken[i] = true, out.monsters.push_back(&a.args[i]);
    return out;
  }

  bool selectors(const SelectorWords& words, model::ActionStep& step) {
    if (words.afterTarget.empty() && words.monsters.empty()) return true;
    const ast::ActionArg& first = words.monsters.empty() ? *words.afterTarget.front() : *words.monsters.front();
    if (block_->kind == ast::Block::Kind::While) {
      a_.diagnostics.report(DiagCode::E0323, first.range,
                            "a selector is read when its action happens, and a 'while' effect holds at every "
                            "moment; use an 'on' or 'play' block, or a condition");
      return false;
    }
    const bool monsterTarget = step.target == Target::Monster;
    if (!words.afterTarget.empty() && !monsterTarget) {
      step.players = checkPlayerSelector(words.afterTarget, step.target, a_);
      if (!step.players) return false;
    }
    std::span<const ast::ActionArg* const> monsterWords = words.monsters;
    if (monsterTarget && !words.afterTarget.empty()) {
      if (!words.monsters.empty()) {
        a_.diagnostics.report(DiagCode::E0320, words.afterTarget.front()->range, "an action picks its monster with one selector");
        return false;
      }
      monsterWords = words.afterTarget;
    }
    // Only combat_bonus targets `monster`, and splitSelectors reads filters
    // before the target only for the actions that pick a monster.
    if (monsterWords.empty()) return true;
    step.monsters = checkMonsterSelector(monsterWords, a_);
    return step.monsters.has_value();
  }

  // `cancel monster` acts on a monster of the fight, as `kill_monster` does:
  // a player target would name nobody it acts on, and the engine would send
  // one monster away for each player named (E0302).
  bool cancelsNoPlayer(const ast::Action& a, const model::ActionStep& step) {
    if (step.action != Action::Cancel || step.what != "monster" || step.target == Target::Monster) return true;
    const auto to = std::find_if(a.args.begin(), a.args.end(),
                                 [](const ast::ActionArg& arg) { return arg.kind == ast::ActionArg::Kind::To; });
    a_.diagnostics.report(DiagCode::E0302, to == a.args.end() ? a.range : to->word.range,
                          "'cancel monster' takes no player target: it acts on a monster of the fight, the one the "
                          "card's player chooses (filters after 'monster' say which)");
    return false;
  }

  // `cancel seal`, `cancel seventh_seal` and `close_seal` close the top open
  // Seal, which is nobody's: a player target names nobody they act on, and the
  // engine would close one Seal for each player named (E0302). How many close
  // is close_seal's number.
  bool closesNoPlayersSeal(const ast::Action& a, const model::ActionStep& step) {
    const bool cancelsSeal = step.action == Action::Cancel && (step.what == "seal" || step.what == "seventh_seal");
    if (!cancelsSeal && step.action != Action::CloseSeal) return true;
    const auto to = std::find_if(a.args.begin(), a.args.end(),
                                 [](const ast::ActionArg& arg) { return arg.kind == ast::ActionArg::Kind::To; });
    const std::string name = cancelsSeal ? "cancel " + step.what : a.name.text;
    a_.diagnostics.report(DiagCode::E0302, to == a.args.end() ? a.range : to->word.range,
                          "'" + name + "' takes no player target: it closes the top open Seal, which is nobody's, once" +
                              (cancelsSeal ? std::string(" (a target would close one for each player it names)")
                                           : std::string(" per count ('close_seal 2' closes two)")));
    return false;
  }

  // After `end_combat` the block has no fight left to change (E0315).
  bool afterEndCombat(const ast::Action& a, const model::ActionStep& step, const ast::Action& end) {
    if (schema::fightPart(step.action, step.what) == schema::FightPart::None) return true;
    const std::string name = step.action == Action::Cancel ? "cancel " + step.what : a.name.text;
    Diagnostic& d = a_.diagnostics.report(
        DiagCode::E0315, a.name.range, "'" + name + "' comes after 'end_combat', which has ended the fight: it could never act");
    a_.diagnostics.note(d, end.name.range, "the fight ends here");
    return false;
  }

  // One meaning, one spelling (E0316): a monster that leaves its own fight
  // says `sacrifice`, one that lets its side escape it says `no_pursuit`; a
  // continuing `auto_escape` already reaches every roll.
  bool saidOnlyThisWay(const ast::Action& a, const model::ActionStep& step) {
    std::string message;
    if (step.action == Action::Cancel && step.what == "monster" && card_.shape == Shape::Monster) {
      message = "'cancel monster' in a monster's own block: a monster that leaves the fight says 'sacrifice'";
    } else if (step.action == Action::AutoEscape && block_->kind == ast::Block::Kind::While &&
               card_.shape == Shape::Monster) {
      message = "'auto_escape' in a monster's 'while' would let its side escape every monster of the fight without "
                "rolling; a monster that lets players escape it says 'no_pursuit if CONDITION'";
    } else if (step.action == Action::AutoEscape && block_->kind == ast::Block::Kind::While &&
               std::find(step.flags.begin(), step.flags.end(), "all") != step.flags.end()) {
      message = "'auto_escape all' in a 'while': a continuing 'auto_escape' already escapes every monster the "
                "player runs from; write 'auto_escape'";
    } else {
      return true;
    }
    a_.diagnostics.report(DiagCode::E0316, a.range, std::move(message));
    return false;
  }

  // On a player's bonus or run-away, `vs` asks about the monster, and a
  // monster has tags but no class, race, army or mojo.
  bool versusMeansSomething(const model::ActionStep& step) {
    if (!step.versus || step.versus->what == Predicate::Tag || step.target == Target::Monster) return true;
    const std::string what(spelling(step.versus->what));
    a_.diagnostics.report(DiagCode::E0301, step.versus->range,
                          "'vs " + what + "' on a player's '" + std::string(spelling(step.action)) +
                              "' asks about the monster, and a monster has no " + what +
                              "; only 'vs tag' counts here ('vs " + what + "' belongs on a bonus 'to monster')");
    return false;
  }

  // Seals are opened, never drawn: a Seal in a hand can never be played.
  bool drawnDeckHoldsCards(const ast::Action& a, const model::ActionStep& step) {
    if (step.action != Action::Draw || !onlySeals(step.what)) return true;
    a_.diagnostics.report(DiagCode::E0301, a.range,
                          "deck '" + step.what + "' holds only Seals, which are opened, never drawn into a hand; "
                          "write `open_seal`");
    return false;
  }

  // A reference card is never drawn, never discarded and never goes to a
  // hand (docs/semantics.md, "Reference decks").
  bool keepsReferenceCardsInPlace(const ast::Action& a, const model::ActionStep& step) {
    std::string message;
    if (step.action == Action::Draw && a_.deckAt.count(step.what) && model::isReferenceDeck(step.what)) {
      message = "deck '" + step.what + "' is a reference deck: its cards are never drawn, each is in force for "
                "whoever meets its `requires`";
    } else if (model::isReferenceDeck(card_.deck) &&
               (step.action == Action::Sacrifice || (step.action == Action::ReturnToHand && step.what == "card"))) {
      message = "'" + card_.name + "' sits in reference deck '" + card_.deck + "', so it is never discarded and "
                "never goes to a hand: it stays in force for as long as its holder meets its `requires`";
    } else {
      return true;
    }
    a_.diagnostics.report(DiagCode::E0214, a.range, std::move(message));
    return false;
  }

  bool onlySeals(const std::string& deck) const {
    bool any = false;
    for (const model::Kind& kind : a_.model.kinds) {
      if (kind.deck != deck) continue;
      if (kind.shape != Shape::Seal) return false;
      any = true;
    }
    return any;
  }

  // Combat values mean something only in a block that can act before the
  // part of the fight they change is over (docs/semantics.md).
  bool actsDuringItsFight(const ast::Action& a, const model::ActionStep& step, const model::Effect& effect) {
    if (runAwayAfterItsRoll(a, step, effect)) return false;
    const schema::FightPart part = schema::fightPart(step.action, step.what);
    if (schema::canActBefore(part, blockKind(block_->kind), effect.trigger, effect.timing)) return true;
    const std::string name = step.action == Action::Cancel ? "cancel " + step.what : a.name.text;
    if (block_->kind == ast::Block::Kind::Play && isWindow(effect.timing)) {
      a_.diagnostics.report(DiagCode::E0337, a.name.range,
                            "'" + name + "' " + changes(part) + ", but the '" + std::string(spelling(effect.timing)) +
                                "' window opens " + windowWhen(effect.timing));
      return false;
    }
    a_.diagnostics.report(DiagCode::E0311, a.name.range, "'" + name + "' " + changes(part) + ", but " + blockWhen(effect));
    return false;
  }

  // A monster's own `run_away` changes only the rolls against that monster,
  // and its Bad Stuff, `on caught` and `on escaped` act once that roll is over.
  bool runAwayAfterItsRoll(const ast::Action& a, const model::ActionStep& step, const model::Effect& effect) {
    if (card_.shape != Shape::Monster || step.action != Action::RunAway) return false;
    std::string when;
    if (block_->kind == ast::Block::Kind::BadStuff) when = "its 'bad_stuff' acts";
    else if (block_->kind == ast::Block::Kind::On && (effect.trigger == Trigger::Caught || effect.trigger == Trigger::Escaped))
      when = "its 'on " + std::string(spelling(effect.trigger)) + "' acts";
    else return false;
    a_.diagnostics.report(DiagCode::E0311, a.name.range,
                          "a monster's own 'run_away' changes only the rolls against that monster, but " + when +
                              " once the roll against it is over");
    return true;
  }

  static std::string changes(schema::FightPart part) {
    switch (part) {
      case schema::FightPart::Strength: return "changes the strengths in a fight";
      case schema::FightPart::Escape: return "changes the running away from a fight";
      case schema::FightPart::Roll: return "changes the run-away rolls of a fight";
      case schema::FightPart::Reward: return "changes the reward of a fight";
      case schema::FightPart::BadStuff: return "stops the Bad Stuff of a fight";
      case schema::FightPart::Sides: return "changes who is in a fight";
      case schema::FightPart::None: break;
    }
    return "changes a fight";
  }

  static std::string windowWhen(Timing window) {
    switch (window) {
      case Timing::RunFailed: return "after a Run Away roll has failed, once the comparison is over";
      case Timing::AfterEscape: return "once a player has escaped";
      case Timing::AfterDeath: return "once a player has died";
      case Timing::AfterWin:
      case Timing::BeforeTreasure: return "once the fight is won";
      case Timing::WhenDrawn: return "as a card is drawn, never during a fight's plays";
      case Timing::InAnswer: return "as a curse is played, and who is in a fight changes only as it begins";
      default: return "at another moment";
    }
  }

  std::string blockWhen(const model::Effect& effect) const {
    using T = Trigger;
    if (block_->kind == ast::Block::Kind::Play) return "a 'play outside_combat' block never acts during one";
    if (block_->kind == ast::Block::Kind::BadStuff) return "'bad_stuff' acts only once that part of the fight is over";
    const std::string on = "'on " + std::string(spelling(effect.trigger)) + "'";
    const T t = effect.trigger;
    if (t == T::TurnStart || t == T::TurnEnd || t == T::DoorKicked || t == T::Looted) return on + " never acts during a fight";
    return on + " acts only once that part of the fight is over";
  }

  std::string wordsHint(const schema::ActionSpec& spec) const {
    if (spec.wordsIncludeDecks) return "a deck (door, treasure, ...)";
    if (spec.wordsAreResources) return "a resource such as big_items or hands";
    std::string hint = "one of";
    for (auto w : spec.words) hint += " " + std::string(w);
    return hint;
  }

  bool argument(const ast::Action& a, const schema::ActionSpec& spec, const ast::ActionArg& arg,
                model::ActionStep& step, bool& targetGiven) {
    using K = ast::ActionArg::Kind;
    switch (arg.kind) {
      case K::Amount:
        if (spec.amount == schema::AmountRule::None || step.hasAmount) {
          a_.diagnostics.report(DiagCode::E0301, arg.range, "'" + a.name.text + "' takes no number here");
          return false;
        }
        if (!spec.signedAmount && arg.value < 0) {
          a_.diagnostics.report(DiagCode::E0301, arg.range,
                                "'" + a.name.text + "' takes a positive number" +
                                    (step.action == Action::GainLevels ? "; use lose_levels to take levels away" : ""));
          return false;
        }
        step.amount = static_cast<int>(arg.value);
        step.hasAmount = true;
        return true;
      case K::Word: return selector(a, spec, arg.word, step);
      case K::Text:
        a_.diagnostics.report(DiagCode::E0301, arg.range, "actions take no strings");
        return false;
      case K::Range:
        a_.diagnostics.report(DiagCode::E0301, arg.range, "'" + a.name.text + "' takes no range");
        return false;
      case K::Compare:
        a_.diagnostics.report(DiagCode::E0301, arg.range,
                              "'" + a.name.text + "' takes no comparison; a comparison filters a target, as in "
                              "`to all_players level >= 5`");
        return false;
      case K::To:
      case K::From:
      case K::Of: {
        if (targetGiven) {
          a_.diagnostics.report(DiagCode::E0301, arg.range, "an action has one target");
          return false;
        }
        targetGiven = true;
        const bool wantsFrom = step.action == Action::Steal;
        const bool wantsOf = step.action == Action::LookAtHand;
        const K expected = wantsFrom ? K::From : wantsOf ? K::Of : K::To;
        if (arg.kind != expected) {
          a_.diagnostics.report(DiagCode::E0301, arg.range,
                                "'" + a.name.text + "' names its target with '" +
                                    (wantsFrom ? "from" : wantsOf ? "of" : "to") + "'");
          return false;
        }
        return target(a, spec, arg.word, step);
      }
      case K::Versus: return versus(a, spec, arg, step);
      case K::Max: {
        if (!capWord(a, spec, arg)) return false;
        auto cap = checkAmount(*arg.expr, a_, victimHere());
        if (!cap) return false;
        if (const int* value = std::get_if<int>(&*cap)) {
          step.cap = *value;
          return true;
        }
        if (!computedAllowed(a, arg)) return false;
        step.computedCap = std::move(std::get<model::Amount>(*cap));
        return true;
      }
      case K::Computed: {
        if (spec.amount == schema::AmountRule::None || step.hasAmount) {
          a_.diagnostics.report(DiagCode::E0301, arg.range, "'" + a.name.text + "' takes no number here");
          return false;
        }
        auto amount = checkAmount(*arg.expr, a_, victimHere());
        if (!amount) return false;
        if (const int* value = std::get_if<int>(&*amount)) {
          // A constant in parentheses means what the number means.
          ast::ActionArg written = arg;
          written.kind = K::Amount;
          written.value = *value;
          return argument(a, spec, written, step, targetGiven);
        }
        if (!computedAllowed(a, arg)) return false;
        step.computed = std::move(std::get<model::Amount>(*amount));
        step.hasAmount = true;
        return true;
      }
    }
    return false;
  }

  // A cap says what it caps: `max_level` the Level a gain reaches, `max_gain`
  // the levels a sale buys. The other one is refused, naming the right word;
  // `max`, the spelling both once shared, still means the action's own cap,
  // with a warning that `munchkinc fmt` fixes.
  bool capWord(const ast::Action& a, const schema::ActionSpec& spec, const ast::ActionArg& arg) {
    const std::string& written = arg.word.text;
    if (spec.capWord.empty()) {
      a_.diagnostics.report(DiagCode::E0301, arg.range, "'" + a.name.text + "' takes no '" + written + "'");
      return false;
    }
    const std::string right(spec.capWord);
    const std::string meaning = right == "max_level" ? "caps the Level the gain reaches" : "caps the levels the sale buys";
    if (written == "max") {
      Diagnostic& d = a_.diagnostics.report(
          DiagCode::W0345, arg.word.range,
          "'max' on '" + a.name.text + "' is deprecated; did you mean '" + right + "'? ('" + right + "' " + meaning +
              "; `munchkinc fmt` rewrites it)");
      a_.diagnostics.fixIt(d, arg.word.range, right);
      return true;
    }
    if (written != right) {
      Diagnostic& d = a_.diagnostics.report(
          DiagCode::E0301, arg.word.range,
          "'" + a.name.text + "' takes no '" + written + "'; did you mean '" + right + "'? ('" + right + "' " +
              meaning + ")");
      a_.diagnostics.fixIt(d, arg.word.range, right);
      return false;
    }
    return true;
  }

  // Computed amounts are evaluated when their action runs: only actions
  // that happen once take them (a `while` sums its numbers continuously),
  // and only those whose numbers the contract gives a meaning to any value
  // (docs/semantics.md, Amounts).
  bool computedAllowed(const ast::Action& a, const ast::ActionArg& arg) {
    const Action act = *parseWord<Action>(a.name.text);
    std::string why;
    if (block_->kind == ast::Block::Kind::While) {
      why = "a 'while' effect counts continuously, so its numbers are written, not computed";
    } else if (!schema::takesComputedAmount(act)) {
      why = "'" + a.name.text + "' takes a written number; gain_levels, lose_levels, set_level, combat_bonus, "
            "treasures, run_away and draw take computed ones";
    } else {
      return true;
    }
    a_.diagnostics.report(DiagCode::E0324, arg.range, "a quantity of the game state cannot stand here: " + why);
    return false;
  }

  // Words that qualify an action (face_up, all, except_win) become flags; the
  // thing it acts on (a deck, a slot, a resource) becomes its selector.
  bool selector(const ast::Action& a, const schema::ActionSpec& spec, const ast::Word& w, model::ActionStep& step) {
    const bool listed = std::find(spec.words.begin(), spec.words.end(), w.text) != spec.words.end();
    bool isSelector = false;
    bool isFlag = false;
    std::vector<std::string_view> options(spec.words.begin(), spec.words.end());
    if (spec.wordsIncludeDecks) {
      isSelector = a_.deckAt.count(w.text) > 0;
      isFlag = listed;
      for (const auto& d : a_.keys(a_.deckAt)) options.push_back(d);
    } else if (spec.wordsAreResources) {
      isSelector = parseWord<Resource>(w.text).has_value();
      options = spellings<Resource>();
    } else if (spec.wordRequired) {
      isSelector = listed;
    } else {
      isFlag = listed;
    }
    if (isFlag) {
      step.flags.push_back(w.text);
      return true;
    }
    if (isSelector && step.what.empty()) {
      step.what = w.text;
      return true;
    }
    if (isSelector) {
      a_.diagnostics.report(DiagCode::E0301, w.range, "'" + a.name.text + "' takes one " + wordsHint(spec));
      return false;
    }
    const std::string hint = didYouMean(w.text, options);
    a_.diagnostics.report(DiagCode::E0301, w.range,
                          "'" + w.text + "' is not something '" + a.name.text + "' takes" +
                              (hint.empty() ? (options.empty() ? std::string() : "; expected " + wordsHint(spec)) : hint));
    return false;
  }

  bool target(const ast::Action& a, const schema::ActionSpec& spec, const ast::Word& w, model::ActionStep& step) {
    const auto t = parseWord<Target>(w.text);
    if (!t) {
      a_.diagnostics.report(DiagCode::E0302, w.range,
                            "unknown target '" + w.text + "'" + didYouMean(w.text, spellings<Target>()));
      return false;
    }
    if (*t == Target::Victim && !victimHere()) {
      a_.diagnostics.report(DiagCode::E0312, w.range,
                            "'victim' is the cursed or caught player, whom only a curse or Bad Stuff has; "
                            "write 'self' or name the target");
      return false;
    }
    if ((*t == Target::AnyPlayer || *t == Target::OtherPlayer) && block_->kind == ast::Block::Kind::While) {
      a_.diagnostics.report(DiagCode::E0302, w.range,
                            "'" + w.text + "' asks a player to choose, and nobody is asked at every moment a "
                            "'while' effect holds; name whom it reaches (all_players, all_others, helper, ...)");
      return false;
    }
    const bool monster = *t == Target::Monster;
    if (!spec.monsterTarget && !spec.playerTarget) {
      a_.diagnostics.report(DiagCode::E0302, w.range,
                            "'" + a.name.text + "' takes no target: " +
                                (step.action == Action::EndCombat ? std::string("it ends the fight itself")
                                 : step.action == Action::DiscardDrawn
                                     ? std::string("it discards the card just drawn, wherever the draw put it")
                                     : std::string("it acts on a monster of the fight, the one the card's player "
                                                   "chooses (in a monster's own block, that monster)")));
      return false;
    }
    if ((monster && !spec.monsterTarget) || (!monster && !spec.playerTarget)) {
      a_.diagnostics.report(DiagCode::E0302, w.range,
                            "'" + a.name.text + "' cannot target " + (monster ? "the monster" : "a player") +
                                (monster ? "; only players have levels, items and hands" : ""));
      return false;
    }
    step.target = *t;
    return true;
  }

  bool versus(const ast::Action& a, const schema::ActionSpec& spec, const ast::ActionArg& arg, model::ActionStep& step) {
    if (!spec.allowsVersus) {
      a_.diagnostics.report(DiagCode::E0301, arg.range, "'" + a.name.text + "' takes no 'vs'");
      return false;
    }
    static const std::vector<std::string_view> kWhat = {"class", "race", "army", "mojo", "tag"};
    const auto predicate = parseWord<Predicate>(arg.word.text);
    if (!predicate || std::find(kWhat.begin(), kWhat.end(), arg.word.text) == kWhat.end()) {
      a_.diagnostics.report(DiagCode::E0301, arg.word.range,
                            "'vs' takes tag, class, race, army or mojo" + didYouMean(arg.word.text, kWhat));
      return false;
    }
    if (*predicate == Predicate::Tag && !a_.tagAt.count(arg.name.text)) {
      if (a_.usesBroken(arg.name.text)) return false;
      a_.diagnostics.report(DiagCode::E0102, arg.name.range,
                            "unknown tag '" + arg.name.text + "'" + didYouMean(arg.name.text, a_.keys(a_.tagAt)));
      return false;
    }
    step.versus = model::Ref{*predicate, arg.name.text, arg.range};
    return true;
  }

  Analysis& a_;
  const model::Card& card_;
  const ast::Block* block_ = nullptr;  // the block being checked
  bool drawUnderWay_ = false;  // the block is an `on card_drawn`: `discard_drawn` has a card
  // The block's first `end_combat` met so far (in any alternative): E0315 reads what follows it.
  const ast::Action* endedBy_ = nullptr;
  bool whenKnown_ = true;
  // Dice: how many rows of a `roll` the action stands in, and whether the
  // block is an `on rolled`, where a roll is under way.
  int rowDepth_ = 0;
  bool rollUnderWay_ = false;
  static constexpr int kFaces = 6;
};

class ConditionChecker {
 public:
  ConditionChecker(Analysis& a, bool victimKnown, bool continuing)
      : a_(a), victimKnown_(victimKnown), continuing_(continuing) {}

  std::optional<model::Condition> check(const ast::Condition& c) {
    using K = ast::Condition::Kind;
    model::Condition out;
    out.range = c.range;
    switch (c.kind) {
      case K::Paren: return check(c.operands[0]);
      case K::Not:
      case K::And:
      case K::Or: {
        out.op = c.kind == K::Not ? model::Condition::Op::Not
                 : c.kind == K::And ? model::Condition::Op::And : model::Condition::Op::Or;
        for (const ast::Condition& operand : c.operands) {
          auto checked = check(operand);
          if (!checked) return std::nullopt;
          out.operands.push_back(std::move(*checked));
        }
        return out;
      }
      case K::Compare:
      case K::Test: return predicate(c, out);
    }
    return std::nullopt;
  }

 private:
  std::optional<model::Condition> predicate(const ast::Condition& c, model::Condition& out) {
    if (!c.subject.empty()) {
      const auto subject = parseWord<Subject>(c.subject.text);
      if (!subject) {
        a_.diagnostics.report(DiagCode::E0307, c.subject.range,
                              "unknown subject '" + c.subject.text + "'" + didYouMean(c.subject.text, spellings<Subject>()));
        return std::nullopt;
      }
      out.subject = *subject;
      if (*subject == Subject::Victim && !victimKnown_) {
        a_.diagnostics.report(DiagCode::E0312, c.subject.range,
                              "'victim' is the cursed or caught player, whom only a curse or Bad Stuff has; "
                              "ask about 'self' or 'helper'");
        return std::nullopt;
      }
    }
    const auto p = parseWord<Predicate>(c.predicate.text);
    if (!p) {
      a_.diagnostics.report(DiagCode::E0307, c.predicate.range,
                            "unknown condition '" + c.predicate.text + "'" +
                                didYouMean(c.predicate.text, spellings<Predicate>()));
      return std::nullopt;
    }
    out.predicate = *p;
    const std::string& name = c.predicate.text;
    if (out.subject == Subject::Monster && *p != Predicate::Tag && *p != Predicate::Level) {
      a_.diagnostics.report(DiagCode::E0308, c.range,
                            "a monster has only tags and a level; 'monster." + name + "' asks nothing a monster has");
      return std::nullopt;
    }
    if (c.kind == ast::Condition::Kind::Compare) {
      if (!schema::isComparison(*p)) {
        a_.diagnostics.report(DiagCode::E0308, c.range, "'" + name + "' is not a number and cannot be compared");
        return std::nullopt;
      }
      const auto value = evaluate(*c.rhs, a_);
      if (!value) return std::nullopt;
      out.op = model::Condition::Op::Compare;
      out.comparison = c.comparison;
      out.value = *value;
      return out;
    }
    out.op = model::Condition::Op::Test;
    if (schema::isComparison(*p)) {
      a_.diagnostics.report(DiagCode::E0308, c.range, "'" + name + "' is a number; compare it, as in `" + name + " >= 5`");
      return std::nullopt;
    }
    if (schema::isBare(*p)) {
      if (!c.args.empty()) {
        a_.diagnostics.report(DiagCode::E0308, c.args[0].range, "'" + name + "' takes no argument");
        return std::nullopt;
      }
      if (*p == Predicate::Losing && !losingFits(c, out)) return std::nullopt;
      return out;
    }
    if (*p == Predicate::Sole) {
      static const std::vector<std::string_view> kWhat = {"class", "race", "army", "mojo"};
      if (c.args.size() != 2 || std::find(kWhat.begin(), kWhat.end(), c.args[0].text) == kWhat.end()) {
        a_.diagnostics.report(DiagCode::E0308, c.range, "'sole' takes what and a name, as in `sole class Cyborg`");
        return std::nullopt;
      }
      out.soleOf = *parseWord<Predicate>(c.args[0].text);
      out.name = c.args[1].text;
      return out;
    }
    if (c.args.size() != 1) {
      a_.diagnostics.report(DiagCode::E0308, c.range, "'" + name + "' takes one name, as in `" + name + " " +
                                                          (*p == Predicate::Sex ? "female" : "Kid") + "`");
      return std::nullopt;
    }
    out.name = c.args[0].text;
    if (*p == Predicate::Sex && out.name != "male" && out.name != "female") {
      a_.diagnostics.report(DiagCode::E0308, c.args[0].range, "sex is male or female");
      return std::nullopt;
    }
    if (*p == Predicate::Tag && !a_.tagAt.count(out.name)) {
      if (a_.usesBroken(out.name)) return std::nullopt;
      a_.diagnostics.report(DiagCode::E0102, c.args[0].range,
                            "unknown tag '" + out.name + "'" + didYouMean(out.name, a_.keys(a_.tagAt)));
      return std::nullopt;
    }
    return out;
  }

  // `losing` is about the fight, not a player; a `while` may not ask it, as
  // its own bonuses would change the totals it reads (docs/semantics.md).
  bool losingFits(const ast::Condition& c, const model::Condition& out) {
    if (!c.subject.empty()) {
      a_.diagnostics.report(DiagCode::E0308, c.subject.range,
                            "'losing' is about the fight under way, not about '" + std::string(spelling(out.subject)) +
                                "'; write it without a subject");
      return false;
    }
    if (!continuing_) return true;
    a_.diagnostics.report(DiagCode::E0339, c.range,
                          "a 'while' effect counts in the totals that 'losing' compares, so the fight would be "
                          "lost or not by what the block adds; ask 'losing' in a 'play' or 'on' block, which reads "
                          "it once");
    return false;
  }

  Analysis& a_;
  bool victimKnown_;
  bool continuing_;
};

}  // namespace

std::optional<model::Effect> checkBlock(const ast::Block& block, const model::Card& card, Analysis& analysis) {
  return EffectChecker(analysis, card).block(block);
}

std::optional<model::Condition> checkCondition(const ast::Condition& condition, Analysis& analysis, bool victimKnown,
                                               bool continuing) {
  return ConditionChecker(analysis, victimKnown, continuing).check(condition);
}

}  // namespace munchkinc
