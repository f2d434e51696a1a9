// Typing of amounts (docs/language.md, Amounts): an expression is a constant
// (integers and parameters, folded when the set is checked) or a computed
// amount naming quantities of the game state.
#pragma once

#include <optional>
#include <variant>

#include "ast/ast.h"
#include "model/model.h"
#include "sema/analysis.h"

namespace munchkinc {

// A constant's value, or the computed amount.
using CheckedAmount = std::variant<int, model::Amount>;

// nullopt after reporting what is wrong. `victimKnown`: the expression
// belongs to a curse or to Bad Stuff, where `victim` names the player struck.
std::optional<CheckedAmount> checkAmount(const ast::Expr& expr, Analysis& analysis, bool victimKnown);

}  // namespace munchkinc
