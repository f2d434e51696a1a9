#include "sema/switch_checker.h"

#include <algorithm>
#include <string_view>
#include <vector>

#include "sema/schema.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

const std::vector<std::string_view>& switchWords(Action action) {
  static const std::vector<std::string_view> kIgnore = {"level", "drawbacks", "restrictions"};
  static const std::vector<std::string_view> kForbid = {"run_away", "help", "reward"};
  static const std::vector<std::string_view> kSlots = {"headgear", "armor", "footgear", "hands"};
  static const std::vector<std::string_view> kNone;
  switch (action) {
    case Action::Ignore: return kIgnore;
    case Action::Forbid: return kForbid;
    case Action::CountOnly: return kSlots;
    default: return kNone;
  }
}

std::string listed(const std::vector<std::string_view>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
    out += "'" + std::string(words[i]) + "'";
  }
  return out;
}

// The shapes whose drawbacks a player may shed.
std::optional<Predicate> drawbackShape(std::string_view word) {
  if (word == "class") return Predicate::Class;
  if (word == "race") return Predicate::Race;
  if (word == "army") return Predicate::Army;
  if (word == "mojo") return Predicate::Mojo;
  return std::nullopt;
}

// Cards that stay in their holder's play, where the engine reads who may use
// which item from (an item's own `while` depends on whether it is usable).
bool staysInHoldersPlay(Shape shape) {
  switch (shape) {
    case Shape::Class:
    case Shape::Race:
    case Shape::Army:
    case Shape::Mojo:
    case Shape::Power:
    case Shape::Sidekick:
    case Shape::Steed:
    case Shape::Modifier:
    case Shape::Feat:
    case Shape::Special: return true;
    default: return false;
  }
}

class SwitchChecker {
 public:
  SwitchChecker(const ast::Action& a, model::ActionStep& step, const SwitchPlace& place, Analysis& analysis)
      : a_(a), step_(step), place_(place), an_(analysis) {}

  bool check() {
    bool ok = true;
    std::vector<const ast::Word*> words;
    const ast::ActionArg* target = nullptr;
    for (const ast::ActionArg& arg : a_.args) {
      using K = ast::ActionArg::Kind;
      if (arg.kind == K::Word) {
        words.push_back(&arg.word);
      } else if (arg.kind == K::To && !target) {
        target = &arg;
      } else {
        ok = wrong(arg.range, "'" + a_.name.text + "' takes " + takes()) && ok;
      }
    }
    if (!ok) return false;
    if (!readWords(words)) return false;
    if (target && !readTarget(*target)) return false;
    return isLastingSwitch(step_) ? lastingPlace() : true;
  }

 private:
  std::string takes() const {
    switch (step_.action) {
      case Action::Ignore: return "'level', 'drawbacks SHAPE' or 'restrictions', and a player target for 'level'";
      case Action::Forbid: return "'run_away', 'help' or 'reward', and a player target";
      case Action::CountOnly: return "a slot (headgear, armor, footgear, hands) and a player target";
      default: return "no word, and a player target";
    }
  }

  // What a monster target would mean for this switch, and why it has none.
  std::string whyNotMonster() const {
    switch (step_.action) {
      case Action::WinTies: return "ties already go to the monsters unless a player's side wins them";
      case Action::Forbid: return "no monster runs away, helps or takes a reward";
      default: return "the monsters' strength is never switched";
    }
  }

  bool wrong(const SourceRange& range, std::string message) {
    an_.diagnostics.report(DiagCode::E0329, range, std::move(message));
    return false;
  }

  bool readWords(const std::vector<const ast::Word*>& words) {
    const std::vector<std::string_view>& allowed = switchWords(step_.action);
    if (allowed.empty()) {
      return words.empty() ||
             wrong(words.front()->range, "'" + a_.name.text + "' takes no word; " +
                                             (step_.action == Action::WinTies ? "a tie goes to the target's side"
                                                                              : "it doubles the target's strength"));
    }
    if (words.empty()) return wrong(a_.range, "'" + a_.name.text + "' needs " + listed(allowed));
    const ast::Word& first = *words.front();
    if (std::find(allowed.begin(), allowed.end(), first.text) == allowed.end()) {
      an_.diagnostics.report(DiagCode::E0117, first.range,
                             "'" + a_.name.text + " " + first.text + "' is no switch; '" + a_.name.text + "' takes " +
                                 listed(allowed) + didYouMean(first.text, allowed));
      return false;
    }
    step_.what = first.text;
    if (step_.what == "drawbacks") {
      static const std::vector<std::string_view> kShapes = {"class", "race", "army", "mojo"};
      if (words.size() < 2) return wrong(a_.range, "'ignore drawbacks' needs the shape whose drawbacks go: class, race, army or mojo");
      const auto shape = drawbackShape(words[1]->text);
      if (!shape) {
        an_.diagnostics.report(DiagCode::E0117, words[1]->range,
                               "'ignore drawbacks " + words[1]->text + "': only a class, race, army or mojo has drawbacks" +
                                   didYouMean(words[1]->text, kShapes));
        return false;
      }
      step_.versus = model::Ref{*shape, "", words[1]->range};
      if (words.size() > 2) return wrong(words[2]->range, "'ignore drawbacks' takes one shape");
      return true;
    }
    if (words.size() > 1) return wrong(words[1]->range, "'" + a_.name.text + " " + step_.what + "' takes no more words");
    return true;
  }

  bool readTarget(const ast::ActionArg& arg) {
    if (isLastingSwitch(step_)) {
      return wrong(arg.range, "'ignore " + step_.what + "' takes no target: it is for whoever holds " +
                                  (step_.what == "restrictions" ? std::string("the attached item") : std::string("the card")));
    }
    const auto t = parseWord<Target>(arg.word.text);
    if (!t) {
      std::size_t count = 0;
      const std::string_view* all = allSpellings<Target>(count);
      an_.diagnostics.report(DiagCode::E0302, arg.word.range,
                             "unknown target '" + arg.word.text + "'" +
                                 didYouMean(arg.word.text, std::vector<std::string_view>(all, all + count)));
      return false;
    }
    if (*t == Target::Monster) {
      return wrong(arg.word.range, "'" + a_.name.text + "' switches a player's fight; " + whyNotMonster());
    }
    if (*t == Target::Victim && place_.card.shape != Shape::Curse && place_.block != ast::Block::Kind::BadStuff) {
      an_.diagnostics.report(DiagCode::E0312, arg.word.range,
                             "'victim' is the cursed or caught player, whom only a curse or Bad Stuff has; "
                             "write 'self' or name the target");
      return false;
    }
    if ((*t == Target::AnyPlayer || *t == Target::OtherPlayer) && place_.block == ast::Block::Kind::While) {
      an_.diagnostics.report(DiagCode::E0302, arg.word.range,
                             "'" + arg.word.text + "' asks a player to choose, and nobody is asked at every moment a "
                             "'while' effect holds; name whom it reaches (all_players, all_others, helper, ...)");
      return false;
    }
    step_.target = *t;
    return true;
  }

  bool lastingPlace() {
    const model::Card& card = place_.card;
    const std::string name = "'ignore " + step_.what + "'";
    if (place_.block != ast::Block::Kind::While || place_.blockHasCondition || !staysInHoldersPlay(card.shape)) {
      an_.diagnostics.report(DiagCode::E0328, a_.name.range,
                             name + " changes who may use which item, which the engine reads from the cards a player "
                             "has in play: it stands only in a 'while' with no condition, on a card that stays in its "
                             "holder's play and is not an item");
      return false;
    }
    if (step_.what == "restrictions" && (card.shape != Shape::Modifier || card.attaches != "item")) {
      an_.diagnostics.report(DiagCode::E0118, a_.name.range,
                             "'ignore restrictions' exempts the item its card is attached to, and " +
                                 std::string(spelling(card.shape)) + " '" + card.name +
                                 "' is no modifier that 'attaches item'; a rule broken for a whole player is a "
                                 "'supersedes'");
      return false;
    }
    if (step_.what == "drawbacks" && card.shape == Shape::Modifier && !card.attaches.empty() &&
        std::string(spelling(step_.versus->what)) != card.attaches) {
      an_.diagnostics.report(DiagCode::E0331, step_.versus->range,
                             "'" + card.name + "' attaches to a " + card.attaches + ", so the drawbacks it sheds are "
                             "those of that " + card.attaches + ": write 'ignore drawbacks " + card.attaches + "'");
      return false;
    }
    return true;
  }

  const ast::Action& a_;
  model::ActionStep& step_;
  const SwitchPlace& place_;
  Analysis& an_;
};

// The moments a block acts at: two blocks that may act at the same moment
// switch the same thing on once between them.
bool sameMoments(const model::Effect& a, const model::Effect& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == model::Effect::Kind::On) return a.trigger == b.trigger;
  return true;
}

bool sameSwitch(const model::ActionStep& a, const model::ActionStep& b) {
  if (a.action != b.action || a.what != b.what || a.target != b.target) return false;
  return !a.versus || !b.versus || a.versus->what == b.versus->what;
}

}  // namespace

bool isSwitch(Action action) {
  return action == Action::Ignore || action == Action::Forbid || action == Action::CountOnly ||
         action == Action::DoubleStrength || action == Action::WinTies;
}

bool isLastingSwitch(const model::ActionStep& step) { return schema::isLastingSwitch(step.action, step.what); }

bool checkSwitch(const ast::Action& a, model::ActionStep& step, const SwitchPlace& place, Analysis& analysis) {
  return SwitchChecker(a, step, place, analysis).check();
}

void refuseSwitchesSaidTwice(const model::Card& card, Analysis& analysis) {
  struct Seen {
    const model::Effect* effect;
    const model::ActionStep* step;
  };
  std::vector<Seen> seen;
  for (const model::Effect& effect : card.effects) {
    // A choice's alternatives never all happen: a switch in one of them and
    // one outside is not said twice for sure, so only the steps before the
    // block's first choice count.
    for (const model::ActionStep& step : effect.steps) {
      if (step.action == Action::Choose || step.action == Action::May) break;
      if (!isSwitch(step.action)) continue;
      const auto twin = std::find_if(seen.begin(), seen.end(), [&](const Seen& s) {
        return sameMoments(*s.effect, effect) && sameSwitch(*s.step, step) &&
               (effect.kind != model::Effect::Kind::Play || s.effect == &effect);
      });
      if (twin != seen.end()) {
        Diagnostic& d = analysis.diagnostics.report(
            DiagCode::E0330, step.range,
            "this switch is on already: a switch is on or off, so saying it twice on '" + card.name +
                "' changes nothing" +
                (step.action == Action::DoubleStrength ? std::string(" (two 'double_strength' double once)") : std::string()));
        analysis.diagnostics.note(d, twin->step->range, "switched on here");
        continue;
      }
      seen.push_back({&effect, &step});
    }
  }
}

}  // namespace munchkinc
