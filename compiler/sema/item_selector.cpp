#include "sema/item_selector.h"

#include <algorithm>
#include <set>
#include <string_view>

#include "source/spelling.h"

namespace munchkinc {
namespace {

bool isSlot(ItemWord w) {
  return w == ItemWord::Headgear || w == ItemWord::Armor || w == ItemWord::Footgear || w == ItemWord::Hands;
}

// Every word but `choice`, which stands alone: what a mistaken word may have meant.
std::vector<std::string_view> wordsWithFilters() {
  std::size_t count = 0;
  const std::string_view* words = allSpellings<ItemWord>(count);
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < count; ++i) {
    if (static_cast<ItemWord>(i) != ItemWord::Choice) out.push_back(words[i]);
  }
  return out;
}

class ItemSelectorChecker {
 public:
  ItemSelectorChecker(const ast::Action& action, Analysis& a) : action_(action), a_(a) {}

  std::optional<ItemSelectorResult> run() {
    std::vector<const ast::ActionArg*> args;
    for (const ast::ActionArg& arg : action_.args) {
      // What follows the target filters the target (sema/target_selector.h).
      if (arg.kind == ast::ActionArg::Kind::To || arg.kind == ast::ActionArg::Kind::From) break;
      if (arg.kind == ast::ActionArg::Kind::Word || arg.kind == ast::ActionArg::Kind::Range) args.push_back(&arg);
    }
    if (args.empty()) return ItemSelectorResult{};  // the caller says a word is needed
    if (args.size() == 1 && args[0]->kind == ast::ActionArg::Kind::Word && isLegacy(args[0]->word.text)) {
      return ItemSelectorResult{args[0]->word.text, std::nullopt};
    }
    select_.range = {args.front()->range.file, args.front()->range.begin, args.back()->range.end};
    bool ok = true;
    for (std::size_t i = 0; i < args.size(); ++i) ok = word(args, i) && ok;
    if (!ok) return std::nullopt;
    if (!canMatch()) return std::nullopt;
    return ItemSelectorResult{"", select_};
  }

 private:
  static bool isLegacy(std::string_view text) {
    const auto w = parseWord<ItemWord>(text);
    return w && (isSlot(*w) || *w == ItemWord::Big || *w == ItemWord::Choice || *w == ItemWord::All);
  }

  // Reads args[i]; `tag` and `value` take the argument after them, which
  // `i` then skips.
  bool word(const std::vector<const ast::ActionArg*>& args, std::size_t& i) {
    const ast::ActionArg& arg = *args[i];
    if (arg.kind == ast::ActionArg::Kind::Range) {
      return wrong(arg.range, "a range belongs after 'value', as in `lose_item value 200..600`");
    }
    const std::string& text = arg.word.text;
    const auto w = parseWord<ItemWord>(text);
    if (!w) {
      return wrong(arg.range, "'" + text + "' is not something 'lose_item' takes" + didYouMean(text, wordsWithFilters()));
    }
    if (*w == ItemWord::Choice) {
      return misplaced(arg.range, "'choice' stands alone: one item of the loser's choice is what `lose_item` with "
                                  "filters and no quantifier takes already");
    }
    if (*w == ItemWord::All || *w == ItemWord::MostValuable) return quantity(arg, *w);
    if (!said_.insert(*w).second && *w != ItemWord::Tag) return wrong(arg.range, "'" + text + "' is said twice");
    switch (*w) {
      case ItemWord::Big:
      case ItemWord::Small:
        if (select_.big && *select_.big != (*w == ItemWord::Big)) {
          return never(arg.range, "an item is not both Big and small");
        }
        select_.big = *w == ItemWord::Big;
        return true;
      case ItemWord::InHand: select_.inHand = true; return true;
      case ItemWord::Tag: return tag(args, i);
      case ItemWord::Value: return value(args, i);
      default: break;
    }
    // A slot.
    if (!select_.slot.empty()) return never(arg.range, "an item has one slot: '" + select_.slot + "' and '" + text + "'");
    select_.slot = text;
    return true;
  }

  bool quantity(const ast::ActionArg& arg, ItemWord w) {
    if (quantityGiven_) {
      return misplaced(arg.range, "'" + arg.word.text + "' is a second quantifier; an item selector takes one");
    }
    quantityGiven_ = true;
    select_.quantity = w == ItemWord::All ? model::ItemSelect::Quantity::All : model::ItemSelect::Quantity::MostValuable;
    return true;
  }

  bool tag(const std::vector<const ast::ActionArg*>& args, std::size_t& i) {
    if (i + 1 >= args.size() || args[i + 1]->kind != ast::ActionArg::Kind::Word) {
      return wrong(args[i]->range, "'tag' needs a tag name, as in `lose_item tag Fire`");
    }
    const ast::Word& name = args[++i]->word;
    if (!select_.tag.empty()) return wrong(name.range, "an item selector names one tag");
    if (!a_.tagAt.count(name.text)) {
      if (a_.usesBroken(name.text)) return false;
      a_.diagnostics.report(DiagCode::E0102, name.range,
                            "unknown tag '" + name.text + "'" + didYouMean(name.text, a_.keys(a_.tagAt)));
      return false;
    }
    select_.tag = name.text;
    return true;
  }

  bool value(const std::vector<const ast::ActionArg*>& args, std::size_t& i) {
    if (i + 1 >= args.size() || args[i + 1]->kind != ast::ActionArg::Kind::Range) {
      return wrong(args[i]->range, "'value' needs a range of gold, as in `lose_item value 200..600`");
    }
    const ast::ActionArg& range = *args[++i];
    if (range.value < 0 || range.high < 0) return wrong(range.range, "gold values are never negative");
    if (range.value % 100 != 0 || range.high % 100 != 0) {
      a_.diagnostics.report(DiagCode::E0204, range.range, "gold values come in hundreds");
      return false;
    }
    if (range.value > range.high) {
      return never(range.range, "no value lies from " + std::to_string(range.value) + " to " +
                                    std::to_string(range.high));
    }
    select_.minValue = static_cast<int>(range.value);
    select_.maxValue = static_cast<int>(range.high);
    return true;
  }

  // A Big item is never headgear or footgear (E0206).
  bool canMatch() {
    if (select_.big.value_or(false) && (select_.slot == "headgear" || select_.slot == "footgear")) {
      return never(select_.range, "no " + select_.slot + " is Big (E0206 refuses a Big " + select_.slot + ")");
    }
    return true;
  }

  bool wrong(SourceRange at, std::string message) {
    a_.diagnostics.report(DiagCode::E0301, at, std::move(message));
    return false;
  }
  bool misplaced(SourceRange at, std::string message) {
    a_.diagnostics.report(DiagCode::E0319, at, std::move(message));
    return false;
  }
  bool never(SourceRange at, const std::string& why) {
    a_.diagnostics.report(DiagCode::E0318, at, "this item selector can never match: " + why);
    return false;
  }

  const ast::Action& action_;
  Analysis& a_;
  model::ItemSelect select_;
  std::set<ItemWord> said_;
  bool quantityGiven_ = false;
};

}  // namespace

std::optional<ItemSelectorResult> checkItemSelector(const ast::Action& action, Analysis& analysis) {
  return ItemSelectorChecker(action, analysis).run();
}

}  // namespace munchkinc
