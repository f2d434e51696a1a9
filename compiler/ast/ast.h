// The syntax tree of one .mkn file. It mirrors the source closely (so the
// formatter can print it back) and carries a source range on every node; it
// holds no ANTLR types. Meaning is given to it by the semantic passes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "ast/boxed.h"
#include "model/vocabulary.h"
#include "source/source_manager.h"

namespace munchkinc::ast {

// A comment of the file. Comments live in one list on the File, in source
// order, rather than on nodes: a comment can sit between any two tokens, and
// the formatter puts each back at the token boundary it was written at.
struct Comment {
  std::string text;         // including the `//` or `/* */`
  bool sameLine = false;    // written after code on its line
  bool blankAfter = false;  // a blank line separated it from what follows (not a `}` or the end)
  SourceRange range;
};

struct Word {
  std::string text;
  SourceRange range;
  bool empty() const { return text.empty(); }
};

struct Atom {
  enum class Kind { Int, String, Word, Range };
  Kind kind = Kind::Word;
  std::int64_t value = 0;      // Int; Range: low end
  std::int64_t high = 0;       // Range: high end
  bool explicitPlus = false;   // written as `+3`
  std::string text;            // String (unescaped) or Word
  SourceRange range;
};

struct ValueSeq {
  std::vector<Atom> atoms;
  SourceRange range;
};

// An amount: `win_level - 1`, `monster.level`, `players class Cleric`,
// `half_up(level * 2)`.
struct Expr {
  enum class Kind { Int, Name, Add, Subtract, Paren, Multiply, Call };
  Kind kind = Kind::Int;
  std::int64_t value = 0;
  std::string name;     // Name: a parameter or a quantity; Call: the function
  Word subject;         // Name: `monster` in `monster.level`; empty when not written
  Word filter;          // Name: `class` in `players class Cleric`; empty when not written
  Word filterName;      // Name: `Cleric`
  bool filterIsString = false;
  std::vector<Expr> operands;  // Add/Subtract/Multiply: two; Paren: one; Call: the arguments
  SourceRange range;
};

struct Condition {
  enum class Kind { Not, And, Or, Paren, Compare, Test };
  Kind kind = Kind::Test;
  std::vector<Condition> operands;
  Word subject;    // `monster` in `monster.tag Undead`; empty when not written
  Word predicate;  // `tag`, `level`, `class`, ...
  std::vector<Atom> args;  // Test: words and strings after the predicate
  Comparison comparison = Comparison::Eq;
  std::optional<Expr> rhs;  // Compare
  SourceRange range;
};

struct ActionArg {
  enum class Kind { Amount, Word, Text, To, From, Of, Versus, Max, Range, Compare, Computed };
  Kind kind = Kind::Word;
  std::int64_t value = 0;      // Amount; Range: low end
  std::int64_t high = 0;       // Range: high end
  bool explicitPlus = false;
  Word word;    // Word, To, From, Of: the word; Versus: what (`tag`); Max: the word written (`max_level`)
  Word name;    // Versus: the name (`Undead`)
  bool nameIsString = false;
  std::string text;  // Text
  Boxed<Expr> expr;  // Max; Compare: the right-hand side; Computed: the expression inside the parentheses
  Comparison comparison = Comparison::Eq;  // Compare: `word comparison expr` (`level >= 5`)
  SourceRange range;
};

// One row of a die roll's table: `on 3..6 { ... }` (`on 3` has low == high).
struct RollRow {
  std::int64_t low = 0;
  std::int64_t high = 0;
  bool isRange = false;  // written `LOW..HIGH`
  SourceRange faces;     // the number or range
  SourceRange range;     // from `on` to the row's `}`
};

// An action, a choice among lists of actions (`choose ... { } or { }`,
// `may { }`), or a die roll whose rows are lists of actions (`roll { on 1..2
// { } ... }`); the semantic passes flatten a choice or roll into marked steps.
struct Action {
  enum class Kind { Plain, Choose, May, Roll };
  Kind kind = Kind::Plain;
  Word name;  // the action's name; `choose`, `may` or `roll` otherwise
  std::vector<ActionArg> args;  // Plain only
  // Choose and May: the words between the keyword and the first `{` (`by
  // victim`), and each alternative's actions, its braces' range, and the
  // range of the `or` before every alternative but the first.
  std::vector<Word> chooserWords;
  std::vector<std::vector<Action>> alternatives;
  std::vector<SourceRange> alternativeRanges;
  std::vector<SourceRange> orRanges;
  // Roll: the words between `roll` and `{` (chooserWords, refused), each
  // row's faces (rows[i] goes with alternatives[i] and alternativeRanges[i]).
  std::vector<RollRow> rows;
  SourceRange range;
};

struct Block {
  enum class Kind { On, Play, While, BadStuff };
  Kind kind = Kind::Play;
  std::vector<Word> words;  // On: trigger then limits; Play: timing and limits
  Boxed<Condition> condition;
  std::vector<Action> actions;
  SourceRange keyword;
  SourceRange range;
};

struct Field {
  Word name;
  std::vector<ValueSeq> values;
  Boxed<Condition> condition;
  SourceRange range;
};

struct Member {
  std::variant<Field, Block> node;
};

struct Header {
  bool isModule = false;
  Word name;
  std::vector<Member> fields;  // fields only
};

struct Uses {
  std::string target;
  bool isPath = false;
};

struct Param {
  Word name;
  std::int64_t value = 0;
  bool explicitPlus = false;
  bool isBool = false;
};

struct KindDecl {
  Word name;
  std::optional<std::string> title;  // the name players see; none when not written
  SourceRange titleRange;
  Word shape;
  Word deck;  // empty when not written
  std::optional<std::int64_t> limit;
  SourceRange limitRange;
};

// tag, deck, rule and phase declarations: a name and an optional text.
struct NamedDecl {
  enum class Kind { Tag, Deck, Rule, Phase };
  Kind kind = Kind::Tag;
  Word name;
  std::optional<std::string> text;
  SourceRange textRange;
  SourceRange hordeRange;  // a tag's `horde`; invalid when not written
};

struct SlotDecl {
  Word name;
  std::int64_t limit = 0;
  SourceRange limitRange;
};

struct Equivalence {
  std::vector<Word> names;
};

struct Distinction {
  Word left, right;
};

struct Card {
  Word kind;
  std::string name;
  SourceRange nameRange;
  std::vector<Member> members;
};

struct Declaration {
  std::variant<Header, Uses, Param, KindDecl, NamedDecl, SlotDecl, Equivalence, Distinction, Card> node;
  SourceRange range;
  // It holds a syntax error (already reported). Its node has only what was
  // read cleanly: a card its name, kind and good members; a header or a
  // kind, tag, deck, rule, phase or slot declaration its name. Later passes
  // check what is there, register the name, and leave the rest out.
  bool poisoned = false;
};

struct File {
  FileId id = kNoFile;
  std::vector<Declaration> declarations;
  std::vector<Comment> comments;  // every comment of the file, in order
  bool parsed = false;   // read without any error
  bool partial = false;  // read past errors: see Declaration::poisoned
};

// Structural equality ignoring source ranges and comments: "the same AST" in
// the formatter's round-trip guarantee.
bool sameTree(const File& a, const File& b);

// Where the comment lists of `a` and `b` first differ (by text, in order),
// or nothing when they are the same: formatting keeps every comment.
std::optional<std::size_t> firstCommentDifference(const File& a, const File& b);

}  // namespace munchkinc::ast
