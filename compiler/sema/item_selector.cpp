#include "sema/item_selector.h"

#include <algorithm>
#include <array>
#include <set>
#include <string_view>

#include "source/spelling.h"

namespace munchkinc {
namespace {

constexpr std::array<std::string_view, 4> kSlots = {"headgear", "armor", "footgear", "hands"};
constexpr std::array<std::string_view, 11> kWords = {"headgear", "armor", "footgear", "hands", "big", "small",
                                                     "tag", "value", "in_hand", "all", "most_valuable"};

bool isSlot(std::string_view w) { return std::find(kSlots.begin(), kSlots.end(), w) != kSlots.end(); }

class ItemSelectorChecker {
 public:
  ItemSelectorChecker(const ast::Action& action, Analysis& a) : action_(action), a_(a) {}

  std::optional<ItemSelectorResult> run() {
    std::vector<const ast::ActionArg*> args;
    for (const ast::ActionArg& arg : action_.args) {
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
  static bool isLegacy(std::string_view w) { return isSlot(w) || w == "big" || w == "choice" || w == "all"; }

  // Reads args[i]; `tag` and `value` take the argument after them, which
  // `i` then skips.
  bool word(const std::vector<const ast::ActionArg*>& args, std::size_t& i) {
    const ast::ActionArg& arg = *args[i];
    if (arg.kind == ast::ActionArg::Kind::Range) {
      return wrong(arg.range, "a range belongs after 'value', as in `lose_item value 200..600`");
    }
    const std::string& w = arg.word.text;
    if (w == "choice") {
      return misplaced(arg.range, "'choice' stands alone: one item of the loser's choice is what `lose_item` with "
                                  "filters and no quantifier takes already");
    }
    if (w == "all" || w == "most_valuable") return quantity(arg, w);
    if (!said_.insert(w).second && w != "tag") return wrong(arg.range, "'" + w + "' is said twice");
    if (isSlot(w)) {
      if (!select_.slot.empty()) return never(arg.range, "an item has one slot: '" + select_.slot + "' and '" + w + "'");
      select_.slot = w;
      return true;
    }
    if (w == "big" || w == "small") {
      if (select_.big && *select_.big != (w == "big")) return never(arg.range, "an item is not both Big and small");
      select_.big = w == "big";
      return true;
    }
    if (w == "in_hand") {
      select_.inHand = true;
      return true;
    }
    if (w == "tag") return tag(args, i);
    if (w == "value") return value(args, i);
    return wrong(arg.range, "'" + w + "' is not something 'lose_item' takes" +
                                didYouMean(w, std::vector<std::string_view>(kWords.begin(), kWords.end())));
  }

  bool quantity(const ast::ActionArg& arg, const std::string& w) {
    if (quantityGiven_) return misplaced(arg.range, "'" + w + "' is a second quantifier; an item selector takes one");
    quantityGiven_ = true;
    select_.quantity = w == "all" ? model::ItemSelect::Quantity::All : model::ItemSelect::Quantity::MostValuable;
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
  std::set<std::string> said_;
  bool quantityGiven_ = false;
};

}  // namespace

std::optional<ItemSelectorResult> checkItemSelector(const ast::Action& action, Analysis& analysis) {
  return ItemSelectorChecker(action, analysis).run();
}

}  // namespace munchkinc
