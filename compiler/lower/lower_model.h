// Lowering: a checked model becomes the rule tables the engine runs.
#pragma once

#include <stdexcept>

#include "lower/lowered_set.h"
#include "model/model.h"
#include "source/source_manager.h"

namespace munchkinc {

// A model the tables cannot hold: more names than a NameId can count, or a
// reference the checker should have rejected. Never expected for a model
// that buildModel returned; the driver reports it as an internal error.
class LoweringError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Builds the tables of `model`. Names are interned in first-use order
// (parameters, decks, ..., then cards in declaration order, each card's
// references, conditions and actions in source order), so the same model
// always gives the same NameIds. `sources` holds the files the model was
// read from: each card keeps its file and each block its line, for reports.
// Throws LoweringError.
LoweredSet lowerModel(const model::Model& model, const SourceManager& sources);

}  // namespace munchkinc
