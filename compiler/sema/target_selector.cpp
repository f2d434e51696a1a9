#include "sema/target_selector.h"

#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "source/spelling.h"

namespace munchkinc {
namespace {

using Arg = ast::ActionArg;

template <typename Enum>
std::vector<std::string_view> wordsOf() {
  std::size_t count = 0;
  const std::string_view* words = allSpellings<Enum>(count);
  return {words, words + count};
}

// By namedShapeIndex: class 0, race 1, army 2, mojo 3; -1 for the other words.
int namedIndex(PlayerWord word) {
  switch (word) {
    case PlayerWord::Class: return 0;
    case PlayerWord::Race: return 1;
    case PlayerWord::Army: return 2;
    case PlayerWord::Mojo: return 3;
    default: return -1;
  }
}

// What both selectors share: the diagnostics, the words said once, and the
// Level comparisons.
class SelectorReader {
 public:
  SelectorReader(std::span<const Arg* const> args, Analysis& a) : args_(args), a_(a) {}

 protected:
  SourceRange whole() const { return {args_.front()->range.file, args_.front()->range.begin, args_.back()->range.end}; }

  // The word of args_[i], or "" for a string, a range or a comparison.
  std::string_view wordAt(std::size_t i) const {
    return args_[i]->kind == Arg::Kind::Word ? std::string_view(args_[i]->word.text) : std::string_view();
  }

  // The name after args_[i]: a word or a string; advances i.
  const std::string* nameAfter(std::size_t& i) {
    if (i + 1 >= args_.size()) return nullptr;
    const Arg& next = *args_[i + 1];
    if (next.kind == Arg::Kind::Word) return ++i, &next.word.text;
    if (next.kind == Arg::Kind::Text) return ++i, &next.text;
    return nullptr;
  }

  bool once(const Arg& arg, const std::string& what) {
    if (said_.insert(what).second) return true;
    return invalid(arg.range, "'" + what + "' is said twice in one selector");
  }

  // `level OP EXPR`, at most twice, narrowing the bounds.
  bool level(const Arg& arg, model::LevelBounds& bounds) {
    if (++comparisons_ > 2) return invalid(arg.range, "a selector compares the Level at most twice, as in `level >= 3 level <= 6`");
    if (arg.comparison == Comparison::Ne) {
      return invalid(arg.range, "a selector keeps a range of Levels: compare with <, <=, ==, >= or >, not !=");
    }
    const auto value = evaluate(*arg.expr, a_);
    if (!value) return false;
    const int v = *value;
    auto raiseMin = [&](int m) { bounds.min = bounds.min ? std::max(*bounds.min, m) : m; };
    auto lowerMax = [&](int m) { bounds.max = bounds.max ? std::min(*bounds.max, m) : m; };
    switch (arg.comparison) {
      case Comparison::Lt: lowerMax(v - 1); break;
      case Comparison::Le: lowerMax(v); break;
      case Comparison::Eq: raiseMin(v), lowerMax(v); break;
      case Comparison::Ge: raiseMin(v); break;
      case Comparison::Gt: raiseMin(v + 1); break;
      case Comparison::Ne: break;
    }
    if (bounds.min && bounds.max && *bounds.min > *bounds.max) {
      return never(arg.range, "no Level is from " + std::to_string(*bounds.min) + " to " + std::to_string(*bounds.max));
    }
    return true;
  }

  bool quantifier(const Arg& arg) {
    if (allGiven_) return misplaced(arg.range, "'all' is said twice; a selector takes one quantifier");
    allGiven_ = true;
    return true;
  }

  bool invalid(SourceRange at, std::string message) {
    a_.diagnostics.report(DiagCode::E0320, at, std::move(message));
    return false;
  }
  bool never(SourceRange at, const std::string& why) {
    a_.diagnostics.report(DiagCode::E0321, at, "this selector can never match: " + why);
    return false;
  }
  bool misplaced(SourceRange at, std::string message) {
    a_.diagnostics.report(DiagCode::E0322, at, std::move(message));
    return false;
  }

  std::span<const Arg* const> args_;
  Analysis& a_;
  std::set<std::string> said_;
  int comparisons_ = 0;
  bool allGiven_ = false;
};

class PlayerSelectorReader : SelectorReader {
 public:
  PlayerSelectorReader(std::span<const Arg* const> args, Target target, Analysis& a)
      : SelectorReader(args, a), target_(target) {}

  std::optional<model::PlayerSelect> run() {
    select_.range = whole();
    bool ok = true;
    for (std::size_t i = 0; i < args_.size(); ++i) ok = filter(i) && ok;
    if (!ok || !canMatch()) return std::nullopt;
    return select_;
  }

 private:
  bool filter(std::size_t& i) {
    const Arg& arg = *args_[i];
    if (arg.kind == Arg::Kind::Compare) {
      if (arg.word.text != "level") {
        return invalid(arg.range, "a player selector compares only the Level, as in `level >= 5`");
      }
      return level(arg, select_.level);
    }
    const std::string_view w = wordAt(i);
    if (w.empty()) {
      return invalid(arg.range, "a player selector takes filter words (class, race, sex, level, wears, fighting, "
                                "helping, except) and 'all'");
    }
    const auto word = parseWord<PlayerWord>(w);
    if (!word) {
      if (const auto monsterWord = parseWord<MonsterWord>(w)) {
        if (*monsterWord != MonsterWord::Level && i + 1 < args_.size()) ++i;  // its argument goes with it
        return invalid(arg.range, "'" + std::string(w) + "' filters monsters; a player target takes class, race, "
                                  "sex, level, wears, fighting, helping or except");
      }
      return invalid(arg.range, "'" + std::string(w) + "' is no filter of a player target" + didYouMean(w, wordsOf<PlayerWord>()));
    }
    if (*word == PlayerWord::All) {
      if (target_ != Target::HighestLevel && target_ != Target::LowestLevel) {
        return misplaced(arg.range, "'all' after '" + std::string(spelling(target_)) +
                                        "' quantifies nothing: only highest_level and lowest_level reach one "
                                        "player of a tie, which 'all' makes every one");
      }
      select_.allTied = true;
      return quantifier(arg);
    }
    if (!once(arg, std::string(w))) return false;
    switch (*word) {
      case PlayerWord::Class:
      case PlayerWord::Race:
      case PlayerWord::Army:
      case PlayerWord::Mojo: {
        const std::string* name = nameAfter(i);
        if (!name) return invalid(arg.range, "'" + std::string(w) + "' needs a name or 'any', as in `" + std::string(w) + " any`");
        select_.named[namedIndex(*word)] = *name == "any" && args_[i]->kind == Arg::Kind::Word ? std::string() : *name;
        return true;
      }
      case PlayerWord::Sex: {
        const std::string* sex = nameAfter(i);
        if (!sex || (*sex != "male" && *sex != "female")) return invalid(arg.range, "'sex' is followed by male or female");
        select_.sex = *sex;
        return true;
      }
      case PlayerWord::Wears: {
        const std::string* slot = nameAfter(i);
        if (!slot || (*slot != "headgear" && *slot != "armor" && *slot != "footgear" && *slot != "hands")) {
          return invalid(arg.range, "'wears' is followed by a slot: headgear, armor, footgear or hands");
        }
        select_.wears = *slot;
        return true;
      }
      case PlayerWord::Fighting: return select_.fighting = true;
      case PlayerWord::Helping: return select_.helping = true;
      case PlayerWord::Except: {
        const std::string* who = nameAfter(i);
        if (who && *who == "self") return select_.exceptSelf = true;
        if (who && *who == "fighter") return select_.exceptFighter = true;
        return invalid(arg.range, "'except' is followed by self or fighter");
      }
      case PlayerWord::Level: return invalid(arg.range, "'level' is compared, as in `level >= 5`");
      case PlayerWord::All: break;
    }
    return false;
  }

  // What the target word itself rules out.
  bool canMatch() {
    const SourceRange at = select_.range;
    if (select_.exceptSelf && target_ == Target::Self) return never(at, "'self' except self is nobody");
    if (select_.exceptFighter && target_ == Target::Fighter) return never(at, "'fighter' except fighter is nobody");
    if (select_.helping && target_ == Target::Fighter) return never(at, "the fighter is not a helper");
    return true;
  }

  Target target_;
  model::PlayerSelect select_;
};

class MonsterSelectorReader : SelectorReader {
 public:
  using SelectorReader::SelectorReader;

  std::optional<model::MonsterSelect> run() {
    select_.range = whole();
    bool ok = true;
    for (std::size_t i = 0; i < args_.size(); ++i) ok = filter(i) && ok;
    if (!ok) return std::nullopt;
    return select_;
  }

 private:
  bool filter(std::size_t& i) {
    const Arg& arg = *args_[i];
    if (arg.kind == Arg::Kind::Compare) {
      if (arg.word.text != "level") return invalid(arg.range, "a monster selector compares only the level, as in `level <= 4`");
      return level(arg, select_.level);
    }
    const std::string_view w = wordAt(i);
    if (w.empty()) return invalid(arg.range, "a monster selector takes tag, name, level and 'all'");
    const auto word = parseWord<MonsterWord>(w);
    if (!word) {
      if (const auto playerWord = parseWord<PlayerWord>(w)) {
        const bool takesArgument = *playerWord != PlayerWord::Fighting && *playerWord != PlayerWord::Helping &&
                                   *playerWord != PlayerWord::Level;
        if (takesArgument && i + 1 < args_.size()) ++i;  // its argument goes with it
        return invalid(arg.range, "'" + std::string(w) + "' filters players; a monster has only a tag, a name and a level");
      }
      return invalid(arg.range, "'" + std::string(w) + "' is no filter of a monster" + didYouMean(w, wordsOf<MonsterWord>()));
    }
    if (*word == MonsterWord::All) {
      select_.all = true;
      return quantifier(arg);
    }
    if (!once(arg, std::string(w))) return false;
    switch (*word) {
      case MonsterWord::Tag: {
        if (i + 1 >= args_.size() || args_[i + 1]->kind != Arg::Kind::Word) {
          return invalid(arg.range, "'tag' needs a tag name, as in `tag Undead`");
        }
        const ast::Word& name = args_[++i]->word;
        if (!a_.tagAt.count(name.text)) {
          if (a_.usesBroken(name.text)) return false;
          a_.diagnostics.report(DiagCode::E0102, name.range,
                                "unknown tag '" + name.text + "'" + didYouMean(name.text, a_.keys(a_.tagAt)));
          return false;
        }
        select_.tag = name.text;
        return true;
      }
      case MonsterWord::Name:
        if (i + 1 >= args_.size() || args_[i + 1]->kind != Arg::Kind::Text) {
          if (i + 1 < args_.size() && args_[i + 1]->kind == Arg::Kind::Word) ++i;  // the unquoted name goes with it
          return invalid(arg.range, "'name' needs a monster's name in quotes, as in `name \"Plutonium Dragon\"`");
        }
        select_.name = args_[++i]->text;
        return true;
      case MonsterWord::Level: return invalid(arg.range, "'level' is compared, as in `level <= 4`");
      case MonsterWord::All: break;
    }
    return false;
  }

  model::MonsterSelect select_;
};

}  // namespace

std::optional<model::PlayerSelect> checkPlayerSelector(std::span<const ast::ActionArg* const> args, Target target,
                                                       Analysis& analysis) {
  return PlayerSelectorReader(args, target, analysis).run();
}

std::optional<model::MonsterSelect> checkMonsterSelector(std::span<const ast::ActionArg* const> args,
                                                         Analysis& analysis) {
  return MonsterSelectorReader(args, analysis).run();
}

}  // namespace munchkinc
