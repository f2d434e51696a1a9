#include "sema/amounts.h"

#include <algorithm>
#include <string>

#include "sema/schema.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

template <typename Enum>
std::vector<std::string_view> spellingsOf() {
  std::size_t count = 0;
  const std::string_view* words = allSpellings<Enum>(count);
  return {words, words + count};
}

bool isPlayers(Subject s) { return s != Subject::Monster; }

using schema::gameHas;
using schema::monsterHas;
using schema::playerHas;

class AmountChecker {
 public:
  AmountChecker(Analysis& a, bool victimKnown) : a_(a), victimKnown_(victimKnown) {}

  std::optional<CheckedAmount> check(const ast::Expr& e) {
    using K = ast::Expr::Kind;
    switch (e.kind) {
      case K::Int: return CheckedAmount{static_cast<int>(e.value)};
      case K::Paren: return check(e.operands[0]);
      case K::Name: return name(e);
      case K::Call: return call(e);
      case K::Add:
      case K::Subtract:
      case K::Multiply: {
        auto lhs = check(e.operands[0]);
        auto rhs = check(e.operands[1]);
        if (!lhs || !rhs) return std::nullopt;
        if (std::holds_alternative<int>(*lhs) && std::holds_alternative<int>(*rhs)) {
          const int l = std::get<int>(*lhs), r = std::get<int>(*rhs);
          return CheckedAmount{e.kind == K::Add ? l + r : e.kind == K::Subtract ? l - r : l * r};
        }
        model::Amount out;
        out.op = e.kind == K::Add ? model::Amount::Op::Add
                 : e.kind == K::Subtract ? model::Amount::Op::Subtract : model::Amount::Op::Multiply;
        out.range = e.range;
        out.operands.push_back(computed(std::move(*lhs), e.operands[0].range));
        out.operands.push_back(computed(std::move(*rhs), e.operands[1].range));
        return CheckedAmount{std::move(out)};
      }
    }
    return std::nullopt;
  }

 private:
  static model::Amount computed(CheckedAmount&& c, SourceRange range) {
    if (auto* amount = std::get_if<model::Amount>(&c)) return std::move(*amount);
    model::Amount constant;
    constant.value = std::get<int>(c);
    constant.range = range;
    return constant;
  }

  // A parameter keeps the meaning it always had; any other name is a quantity.
  std::optional<CheckedAmount> name(const ast::Expr& e) {
    const bool plain = e.subject.empty() && e.filter.empty();
    if (plain) {
      if (const model::Param* p = a_.model.findParam(e.name)) return CheckedAmount{p->value};
    }
    const auto q = parseWord<Quantity>(e.name);
    if (!q) {
      if (plain) {
        std::vector<std::string_view> known = a_.keys(a_.paramAt);
        for (std::string_view w : spellingsOf<Quantity>()) known.push_back(w);
        a_.diagnostics.report(DiagCode::E0105, e.range, "unknown parameter '" + e.name + "'" + didYouMean(e.name, known));
      } else {
        a_.diagnostics.report(DiagCode::E0211, e.range,
                              "unknown quantity '" + e.name + "'" + didYouMean(e.name, spellingsOf<Quantity>()));
      }
      return std::nullopt;
    }
    model::Amount out;
    out.op = model::Amount::Op::Quantity;
    out.quantity = *q;
    out.range = e.range;
    if (!e.subject.empty()) {
      const auto s = parseWord<Subject>(e.subject.text);
      if (!s) {
        a_.diagnostics.report(DiagCode::E0211, e.subject.range,
                              "unknown subject '" + e.subject.text + "'" + didYouMean(e.subject.text, spellingsOf<Subject>()));
        return std::nullopt;
      }
      if (*s == Subject::Victim && !victimKnown_) {
        a_.diagnostics.report(DiagCode::E0312, e.subject.range,
                              "'victim' is the cursed or caught player, whom only a curse or Bad Stuff has; write 'self'");
        return std::nullopt;
      }
      out.subject = *s;
      if (gameHas(*q)) {
        a_.diagnostics.report(DiagCode::E0211, e.range,
                              "'" + e.name + "' is the game's, not a player's or a monster's: write it without '" +
                                  e.subject.text + ".'");
        return std::nullopt;
      }
      if (*s == Subject::Monster && !monsterHas(*q)) {
        a_.diagnostics.report(DiagCode::E0211, e.range,
                              "a monster has only a level and treasures; 'monster." + e.name + "' asks nothing a monster has");
        return std::nullopt;
      }
    }
    if (isPlayers(out.subject) && !gameHas(*q) && !playerHas(*q)) {
      a_.diagnostics.report(DiagCode::E0211, e.range, "only a monster has '" + e.name + "': write 'monster." + e.name + "'");
      return std::nullopt;
    }
    if (!e.filter.empty()) return filtered(e, std::move(out));
    return CheckedAmount{std::move(out)};
  }

  // `players class Cleric`: the players who match, as in a condition.
  std::optional<CheckedAmount> filtered(const ast::Expr& e, model::Amount out) {
    const auto what = parseWord<Predicate>(e.filter.text);
    const bool named = what == Predicate::Class || what == Predicate::Race || what == Predicate::Army ||
                       what == Predicate::Mojo || what == Predicate::Sex;
    if (out.quantity != Quantity::Players || !named || e.filterName.empty()) {
      a_.diagnostics.report(DiagCode::E0211, e.filter.range,
                            out.quantity != Quantity::Players
                                ? "only 'players' counts by what players are, as in `players class Cleric`"
                                : "'players' counts by class, race, army, mojo or sex and a name, as in `players class Cleric`");
      return std::nullopt;
    }
    if (*what == Predicate::Sex && e.filterName.text != "male" && e.filterName.text != "female") {
      a_.diagnostics.report(DiagCode::E0211, e.filterName.range, "sex is male or female");
      return std::nullopt;
    }
    out.filter = model::Ref{*what, e.filterName.text, e.filterName.range};
    return CheckedAmount{std::move(out)};
  }

  std::optional<CheckedAmount> call(const ast::Expr& e) {
    const auto f = parseWord<AmountFunction>(e.name);
    if (!f) {
      a_.diagnostics.report(DiagCode::E0212, e.range,
                            "unknown function '" + e.name + "'" + didYouMean(e.name, spellingsOf<AmountFunction>()) +
                                "; an amount has min, max, half_up and half_down");
      return std::nullopt;
    }
    const bool halves = *f == AmountFunction::HalfUp || *f == AmountFunction::HalfDown;
    if (halves ? e.operands.size() != 1 : e.operands.size() < 2) {
      a_.diagnostics.report(DiagCode::E0212, e.range,
                            "'" + e.name + "' takes " + (halves ? "one amount" : "two or more amounts") + ", not " +
                                std::to_string(e.operands.size()));
      return std::nullopt;
    }
    std::vector<CheckedAmount> args;
    bool ok = true;
    for (const ast::Expr& operand : e.operands) {
      auto checked = check(operand);
      if (checked) args.push_back(std::move(*checked));
      ok = ok && checked.has_value();
    }
    if (!ok) return std::nullopt;
    if (std::all_of(args.begin(), args.end(), [](const CheckedAmount& c) { return std::holds_alternative<int>(c); })) {
      return CheckedAmount{fold(*f, args)};
    }
    model::Amount out;
    out.op = model::Amount::Op::Call;
    out.function = *f;
    out.range = e.range;
    for (std::size_t i = 0; i < args.size(); ++i) out.operands.push_back(computed(std::move(args[i]), e.operands[i].range));
    return CheckedAmount{std::move(out)};
  }

  static int fold(AmountFunction f, const std::vector<CheckedAmount>& args) {
    int out = std::get<int>(args[0]);
    for (std::size_t i = 1; i < args.size(); ++i) {
      out = f == AmountFunction::Min ? std::min(out, std::get<int>(args[i])) : std::max(out, std::get<int>(args[i]));
    }
    if (f == AmountFunction::HalfUp) return out >= 0 ? (out + 1) / 2 : out / 2;
    if (f == AmountFunction::HalfDown) return out >= 0 ? out / 2 : (out - 1) / 2;
    return out;
  }

  Analysis& a_;
  bool victimKnown_;
};

}  // namespace

std::optional<CheckedAmount> checkAmount(const ast::Expr& expr, Analysis& analysis, bool victimKnown) {
  return AmountChecker(analysis, victimKnown).check(expr);
}

// A comparison's right side and a constant `max`: known when the set is
// checked, so no quantity of the game state.
std::optional<int> evaluate(const ast::Expr& e, Analysis& a) {
  auto checked = checkAmount(e, a, true);
  if (!checked) return std::nullopt;
  if (const int* value = std::get_if<int>(&*checked)) return *value;
  a.diagnostics.report(DiagCode::E0324, e.range,
                       "a condition compares against a number known when the set is checked, not a quantity of the "
                       "game state");
  return std::nullopt;
}

}  // namespace munchkinc
