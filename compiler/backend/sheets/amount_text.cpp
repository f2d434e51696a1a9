#include "backend/sheets/amount_text.h"

namespace munchkinc::sheets {
namespace {

using munchkin::AmountFunction;
using munchkin::Quantity;
using munchkin::Subject;

// "your", "the monster's": whose quantity it is.
std::string owner(Subject subject) {
  switch (subject) {
    case Subject::Self: return "your";
    case Subject::Monster: return "the monster's";
    case Subject::Helper: return "the helper's";
    case Subject::Victim: return "the victim's";
  }
  return "your";
}

// "you carry", "the helper carries".
std::string carries(Subject subject) {
  return subject == Subject::Self ? "you carry" : owner(subject).substr(0, owner(subject).size() - 2) + " carries";
}

std::string quantityPhrase(const model::Amount& a) {
  switch (a.quantity) {
    case Quantity::Level: return owner(a.subject) + " Level";
    case Quantity::Treasures: return owner(a.subject) + " Treasures";
    case Quantity::HandSize: return "the number of cards in " + owner(a.subject) + " hand";
    case Quantity::Items: return "the number of items " + carries(a.subject);
    case Quantity::HighestValue: return "the value of " + owner(a.subject) + " most valuable item";
    case Quantity::TotalRank: return "the total Rank of " + owner(a.subject) + " Powers";
    case Quantity::OpenSeals: return "the number of open Seals";
    case Quantity::Players: return "the number of " + (a.filter ? a.filter->name + " " : std::string()) + "players";
  }
  return "";
}

// "A and B", "A, B and C".
std::string listed(const std::vector<model::Amount>& operands) {
  std::string out;
  for (std::size_t i = 0; i < operands.size(); ++i) {
    if (i > 0) out += i + 1 == operands.size() ? " and " : ", ";
    out += describeAmount(operands[i]);
  }
  return out;
}

std::string callPhrase(const model::Amount& a) {
  const bool two = a.operands.size() == 2;
  switch (a.function) {
    case AmountFunction::Min: return (two ? "the lower of " : "the lowest of ") + listed(a.operands);
    case AmountFunction::Max: return (two ? "the higher of " : "the highest of ") + listed(a.operands);
    case AmountFunction::HalfUp: return "half " + describeAmount(a.operands.front()) + ", rounded up";
    case AmountFunction::HalfDown: return "half " + describeAmount(a.operands.front()) + ", rounded down";
  }
  return "";
}

}  // namespace

std::string describeAmount(const model::Amount& a) {
  using Op = model::Amount::Op;
  switch (a.op) {
    case Op::Constant: return std::to_string(a.value);
    case Op::Quantity: return quantityPhrase(a);
    case Op::Add: return describeAmount(a.operands[0]) + " plus " + describeAmount(a.operands[1]);
    case Op::Subtract: return describeAmount(a.operands[0]) + " minus " + describeAmount(a.operands[1]);
    case Op::Multiply: {
      // "twice your Level" reads better than "2 times your Level".
      const model::Amount& l = a.operands[0];
      const model::Amount& r = a.operands[1];
      if (l.op == Op::Constant && l.value == 2) return "twice " + describeAmount(r);
      if (r.op == Op::Constant && r.value == 2) return "twice " + describeAmount(l);
      return describeAmount(l) + " times " + describeAmount(r);
    }
    case Op::Call: return callPhrase(a);
  }
  return "";
}

}  // namespace munchkinc::sheets
