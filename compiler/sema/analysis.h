// State shared by the semantic passes of one build: the units, the model
// being filled in, and the symbol tables that map names to declarations.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "model/model.h"
#include "sema/loader.h"
#include "source/diagnostics.h"

namespace munchkinc {

struct Analysis {
  const SourceManager& sources;
  DiagnosticEngine& diagnostics;
  std::vector<SourceUnit*> units;  // dependency order, root last
  model::Model model;

  // Where each name was first declared, for "previous definition" notes.
  std::map<std::string, SourceRange> kindAt, tagAt, deckAt, slotAt, ruleAt, phaseAt, paramAt;
  // Card names by shape (class, race, army, mojo) for reference checks.
  std::map<Shape, std::vector<std::string>> namesByShape;
  // Names given by declarations with errors (a kind with an unknown shape,
  // a tag with a syntax error): using one is no further error, but a card
  // that does is left out of the model.
  std::set<std::string> brokenNames;
  std::size_t brokenNameUses = 0;  // how often a check met one; see usesBroken
  // The build declares no kinds at all (no `uses core;`): said once per unit.
  std::set<const SourceUnit*> toldToUseCore;

  void duplicate(const std::string& what, const std::string& name, SourceRange here, SourceRange previous);
  // Whether an unknown `name` is a broken one (see brokenNames), counting the
  // use so that the card checker leaves the card out; the caller says nothing.
  bool usesBroken(const std::string& name);
  std::vector<std::string_view> keys(const std::map<std::string, SourceRange>& table) const;
};

// The passes, in the order build.cpp runs them.
void collectDeclarations(Analysis& analysis);
void declareSwitchedRules(Analysis& analysis);
void resolveEquivalences(Analysis& analysis);
void checkCards(Analysis& analysis);
void checkReferences(Analysis& analysis);
void checkArtFiles(Analysis& analysis);  // art_files.cpp
// engine_limits.cpp. Missing decks follow from most other errors (a missing
// `uses`, a cycle): they are reported only when the build is `soundSoFar`.
void checkEngineLimits(Analysis& analysis, bool soundSoFar);

// Evaluates a condition's comparison with the build's parameters (amounts.cpp):
// a quantity of the game state there is refused (E0324).
std::optional<int> evaluate(const ast::Expr& expr, Analysis& analysis);

}  // namespace munchkinc
