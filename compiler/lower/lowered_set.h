// The rule tables of one build, owned: the vectors behind every pool of
// munchkin::SetTables and the strings its `const char*` fields point into.
// This is the "loaded at run time straight from the checked model" path; the
// C++ back end prints the same object as constant data, so both paths hand
// the engine identical tables by construction.
#pragma once

#include "munchkin/table_storage.h"

namespace munchkinc {

class LoweredSet {
 public:
  const munchkin::SetTables& tables() const { return storage_.tables; }

 private:
  friend class Lowering;
  munchkin::TableStorage storage_;
};

}  // namespace munchkinc
