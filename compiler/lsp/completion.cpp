#include "lsp/completion.h"

#include <cctype>
#include <algorithm>
#include <optional>
#include <set>

#include "sema/schema.h"

namespace munchkinc::lsp {

namespace {

// LSP CompletionItemKind numbers.
constexpr int kFieldItem = 5, kClassItem = 7, kFunctionItem = 3, kEnumItem = 20, kConstantItem = 21,
              kEventItem = 23, kKeywordItem = 14;

enum class Frame { TopLevel, Header, Card, Block, RollTable };

// Where the cursor stands: in which braces, after which words of the
// statement it is writing (the word under the cursor left out).
struct Context {
  Frame frame = Frame::TopLevel;
  std::string cardKind;            // Card and the blocks in it
  std::vector<std::string> words;  // words and strings of the statement so far
  bool inString = false;
};

bool wordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

Context contextAt(const std::string& text, std::uint32_t offset) {
  struct Open {
    Frame frame;
    std::string cardKind;
  };
  std::vector<Open> stack;
  std::vector<std::string> words;
  Context context;
  std::size_t i = 0;
  const std::size_t end = std::min<std::size_t>(offset, text.size());
  while (i < end) {
    const char c = text[i];
    if (c == '/' && i + 1 < end && text[i + 1] == '/') {
      while (i < end && text[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < end && text[i + 1] == '*') {
      const std::size_t close = text.find("*/", i + 2);
      i = close == std::string::npos || close + 2 > end ? end : close + 2;
    } else if (c == '"') {
      std::size_t j = i + 1;
      while (j < end && text[j] != '"' && text[j] != '\n') j += text[j] == '\\' ? 2 : 1;
      if (j >= end) {
        context.inString = true;
        i = end;
        break;
      }
      words.push_back(text.substr(i, j + 1 - i));
      i = j + 1;
    } else if (wordChar(c)) {
      std::size_t j = i;
      while (j < end && wordChar(text[j])) ++j;
      if (j == end) break;  // the word under the cursor
      words.push_back(text.substr(i, j - i));
      i = j;
    } else if (c == '{') {
      const Frame parent = stack.empty() ? Frame::TopLevel : stack.back().frame;
      const std::string head = words.empty() ? "" : words.front();
      Open open{Frame::Block, stack.empty() ? "" : stack.back().cardKind};
      if (parent == Frame::TopLevel) {
        open.frame = head == "set" || head == "module" ? Frame::Header : Frame::Card;
        open.cardKind = open.frame == Frame::Card ? head : "";
      } else if (parent == Frame::Card || parent == Frame::Header) {
        open.frame = Frame::Block;
      } else if (head == "roll") {
        open.frame = Frame::RollTable;
      }
      stack.push_back(open);
      words.clear();
      ++i;
    } else if (c == '}') {
      if (!stack.empty()) stack.pop_back();
      words.clear();
      ++i;
    } else if (c == ';') {
      words.clear();
      ++i;
    } else {
      if (!std::isspace(static_cast<unsigned char>(c))) words.push_back(std::string(1, c));
      ++i;
    }
  }
  if (!stack.empty()) {
    context.frame = stack.back().frame;
    context.cardKind = stack.back().cardKind;
  }
  context.words = std::move(words);
  return context;
}

template <typename Enum>
void addSpellings(std::vector<CompletionItem>& items, int kind, const std::string& detail) {
  std::size_t count = 0;
  const std::string_view* spellings = allSpellings<Enum>(count);
  for (std::size_t i = 0; i < count; ++i) {
    if (!spellings[i].empty()) items.push_back({std::string(spellings[i]), kind, detail});
  }
}

// The names of the cards of one shape ("class", "race", ...), quoted when
// they are no identifier; those with an error of their own (left out of the
// model while the author fixes them) too.
void addCardNames(std::vector<CompletionItem>& items, const model::Model* model, const std::string& shape) {
  if (!model) return;
  std::set<std::string> seen;
  const auto add = [&](const std::string& name) {
    if (!seen.insert(name).second) return;
    const bool plain = std::all_of(name.begin(), name.end(), [](char c) { return wordChar(c) && c != '.'; });
    items.push_back({plain ? name : "\"" + name + "\"", kClassItem, shape});
  };
  for (const model::Card& card : model->cards) {
    if (spelling(card.shape) == shape) add(card.name);
  }
  for (const model::LeftOutCard& card : model->leftOut) {
    if (card.shape && spelling(*card.shape) == shape) add(card.name);
  }
}

void addNamed(std::vector<CompletionItem>& items, const std::vector<model::Named>& named, const std::string& detail) {
  std::set<std::string> seen;
  for (const model::Named& n : named) {
    if (seen.insert(n.name).second) items.push_back({n.name, kConstantItem, detail + (n.display.empty() ? "" : ": " + n.display)});
  }
}

std::optional<Shape> shapeOf(const std::string& kind, const model::Model* model) {
  if (model) {
    if (const model::Kind* k = model->findKind(kind)) return k->shape;
  }
  return parseWord<Shape>(kind);
}

// What follows a word that takes a name: `tag`, `class`, `to`, ...; false when the word takes none.
bool addOperands(std::vector<CompletionItem>& items, const std::string& last, const model::Model* model) {
  if (last == "tag" || last == "tags" || last == ",") {
    if (model) addNamed(items, model->tags, "tag");
    return last != ",";
  }
  if (last == "class" || last == "race" || last == "army" || last == "mojo") {
    addCardNames(items, model, last);
    return true;
  }
  if (last == "to" || last == "from" || last == "of") {
    addSpellings<Target>(items, kEnumItem, "target");
    return true;
  }
  if (last == "vs" || last == "usable_by" || last == "not_usable_by" || last == "requires") {
    for (const char* w : {"tag", "class", "race", "army", "mojo", "sex"}) {
      if (std::string(w) != "tag" || last == "vs") items.push_back({w, kKeywordItem, ""});
    }
    return true;
  }
  if (last == "sex") {
    items.push_back({"male", kEnumItem, ""});
    items.push_back({"female", kEnumItem, ""});
    return true;
  }
  if (last == "supersedes") {
    if (model) addNamed(items, model->rules, "rule");
    return true;
  }
  if (last == "if" || last == "and" || last == "or" || last == "not" || last == "(") {
    addSpellings<Predicate>(items, kFunctionItem, "condition");
    addSpellings<Subject>(items, kEnumItem, "subject");
    return true;
  }
  return false;
}

void cardStatement(std::vector<CompletionItem>& items, const Context& c, const model::Model* model) {
  const std::optional<Shape> shape = shapeOf(c.cardKind, model);
  if (c.words.empty()) {
    for (const schema::FieldSpec& f : schema::fields()) {
      if (!shape || schema::fieldAllowed(f, *shape)) items.push_back({std::string(f.name), kFieldItem, "field"});
    }
    static const std::pair<const char*, schema::BlockKind> kBlocks[] = {{"play", schema::BlockKind::Play},
                                                                        {"on", schema::BlockKind::On},
                                                                        {"while", schema::BlockKind::While},
                                                                        {"bad_stuff", schema::BlockKind::BadStuff}};
    for (const auto& [word, kind] : kBlocks) {
      if (!shape || schema::blockAllowed(*shape, kind)) items.push_back({word, kKeywordItem, "block"});
    }
    return;
  }
  if (addOperands(items, c.words.back(), model)) return;
  if (c.words.front() == "on" && c.words.size() == 1) {
    std::size_t count = 0;
    const std::string_view* triggers = allSpellings<Trigger>(count);
    for (std::size_t i = 0; i < count; ++i) {
      const auto trigger = parseWord<Trigger>(triggers[i]);
      if (trigger && (!shape || schema::triggerPossible(*shape, *trigger))) {
        items.push_back({std::string(triggers[i]), kEventItem, "trigger"});
      }
    }
    return;
  }
  if (c.words.front() == "play" || c.words.front() == "on") {
    if (c.words.front() == "play") addSpellings<Timing>(items, kEnumItem, "timing");
    addSpellings<Limit>(items, kEnumItem, "limit");
    items.push_back({"if", kKeywordItem, ""});
    return;
  }
  if (c.words.front() == "slot" && c.words.size() == 1) {
    for (const char* s : {"headgear", "armor", "footgear", "one_hand", "two_hands", "none"}) items.push_back({s, kEnumItem, "slot"});
    if (model) {
      for (const model::SlotDecl& s : model->slots) items.push_back({s.name, kEnumItem, "slot"});
    }
  }
}

void blockStatement(std::vector<CompletionItem>& items, const Context& c, const model::Model* model) {
  if (c.words.empty()) {
    std::size_t count = 0;
    const std::string_view* actions = allSpellings<Action>(count);
    for (std::size_t i = 0; i < count; ++i) {
      const auto action = parseWord<Action>(actions[i]);
      // The words of choices and dice read as actions inside; offered once each below.
      if (!action || *action == Action::Choose || *action == Action::May || *action == Action::Roll ||
          *action == Action::RollRow || actions[i] == "or") {
        continue;
      }
      items.push_back({std::string(actions[i]), kFunctionItem, "action"});
    }
    for (const char* word : {"choose", "may", "roll"}) items.push_back({word, kKeywordItem, ""});
    return;
  }
  if (addOperands(items, c.words.back(), model)) return;
  const std::string& action = c.words.front();
  if (action == "draw" && c.words.size() == 2) {
    if (model) addNamed(items, model->decks, "deck");
    return;
  }
  if (action == "grant" && c.words.size() == 1) addSpellings<Resource>(items, kEnumItem, "resource");
}

}  // namespace

std::vector<CompletionItem> completionsAt(const std::string& text, std::uint32_t offset, const model::Model* model) {
  std::vector<CompletionItem> items;
  const Context c = contextAt(text, offset);
  if (c.inString) return items;
  switch (c.frame) {
    case Frame::TopLevel:
      if (c.words.empty()) {
        for (const char* word : {"set", "module", "uses", "param", "kind", "tag", "deck", "slot", "phase", "rule", "equiv", "distinct"}) {
          items.push_back({word, kKeywordItem, ""});
        }
        if (model) {
          for (const model::Kind& kind : model->kinds) items.push_back({kind.name, kClassItem, "card kind: " + kind.title});
        }
      } else if (c.words.front() == "kind" && c.words.back() == "is") {
        addSpellings<Shape>(items, kEnumItem, "shape");
      } else if (c.words.front() == "kind" && c.words.back() == "in" && model) {
        addNamed(items, model->decks, "deck");
      } else if (c.words.front() == "param" && c.words.size() == 1 && model) {
        for (const model::Param& p : model->params) items.push_back({p.name, kConstantItem, "parameter"});
      }
      break;
    case Frame::Header:
      if (c.words.empty()) {
        for (const char* word : {"title", "version", "players", "author", "description", "art"}) items.push_back({word, kFieldItem, "field"});
      }
      break;
    case Frame::Card: cardStatement(items, c, model); break;
    case Frame::Block: blockStatement(items, c, model); break;
    case Frame::RollTable:
      if (c.words.empty()) items.push_back({"on", kKeywordItem, "a row of the die"});
      break;
  }
  return items;
}

}  // namespace munchkinc::lsp
