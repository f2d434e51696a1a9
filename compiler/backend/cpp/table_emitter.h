// The C++ back end's printer of rule tables: a SetTables (the one lowering
// built) becomes a header declaring `const munchkin::SetTables&
// <identifier>_tables()` and a source file holding the tables as constant
// arrays. The output depends only on the tables and the options, so it is
// byte-for-byte stable between runs.
#pragma once

#include <string>

#include "munchkin/tables.h"

namespace munchkinc {

struct CppTablesOptions {
  std::string identifier;  // a valid C++ identifier (see isCppIdentifier)
};

struct CppTablesFiles {
  std::string headerName;  // "<identifier>_tables.h"
  std::string sourceName;  // "<identifier>_tables.cpp"
  std::string header;
  std::string source;
};

CppTablesFiles emitCppTables(const munchkin::SetTables& tables, const CppTablesOptions& options);

}  // namespace munchkinc
