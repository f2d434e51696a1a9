// Field-for-field comparison of two rule tables, for the tests that check
// the run-time lowering and the compiled C++ give the engine the same data.
#pragma once

#include <string>

#include "munchkin/tables.h"

namespace codegen_test {

// Empty when every field of every item is equal (strings by content);
// otherwise the path of the first difference, e.g. "cards[12].bonus: 3 != 2".
std::string firstDifference(const munchkin::SetTables& a, const munchkin::SetTables& b);

}  // namespace codegen_test
