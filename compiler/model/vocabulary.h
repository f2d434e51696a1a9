// The compiler speaks the runtime's vocabulary; this brings its names into
// the compiler's namespace.
#pragma once

#include "munchkin/vocabulary.h"

namespace munchkinc {

using munchkin::Action;
using munchkin::AmountFunction;
using munchkin::Comparison;
using munchkin::DrawnBy;
using munchkin::ItemWord;
using munchkin::MonsterWord;
using munchkin::PlayerWord;
using munchkin::Limit;
using munchkin::Predicate;
using munchkin::Quantity;
using munchkin::Resource;
using munchkin::Shape;
using munchkin::Slot;
using munchkin::Subject;
using munchkin::Target;
using munchkin::Timing;
using munchkin::Trigger;
using munchkin::allSpellings;
using munchkin::parseWord;
using munchkin::spelling;

}  // namespace munchkinc
