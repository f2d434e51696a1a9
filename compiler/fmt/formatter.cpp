#include "fmt/formatter.h"

#include <cstdint>
#include <limits>
#include <optional>

#include "model/vocabulary.h"
#include "sema/schema.h"

namespace munchkinc {

std::string quote(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + '"';
}

namespace {

constexpr int kIndent = 2;
// Where a statement goes on after a comment broke its line.
constexpr int kContinuation = 2 * kIndent;
// A piece printed with this offset moves no comment in front of it: `;`, `,`
// and `{` stay with the code before them, and a comment written just before
// one of them follows it.
constexpr std::uint32_t kStays = 0;
constexpr std::uint32_t kEnd = std::numeric_limits<std::uint32_t>::max();

bool isLineComment(const ast::Comment& c) { return c.text.compare(0, 2, "//") == 0; }

// A comment that cannot sit inside a one-line block body.
bool breaksLine(const ast::Comment& c) { return isLineComment(c) || c.text.find('\n') != std::string::npos; }

// Prints the tree piece by piece. Each piece that stands for source tokens
// carries the source offset where they start, and every comment written
// before that offset is printed first, in the order of the file: no comment
// is dropped, and each lands at the token boundary it was written at.
// Between statements a comment keeps its own line, or stays at the end of
// the line of code it followed. Inside a statement a block comment stays
// inline, and a line comment ends the line: the statement goes on below it.
class Printer {
 public:
  explicit Printer(const std::vector<ast::Comment>& comments) : comments_(comments) {}

  std::string result() const { return out_; }

  void file(const ast::File& f) {
    int previousKind = -1;
    for (const ast::Declaration& d : f.declarations) {
      const int kind = static_cast<int>(d.node.index());
      const bool block = std::holds_alternative<ast::Header>(d.node) || std::holds_alternative<ast::Card>(d.node);
      const std::uint32_t at = d.range.begin;
      trailing(at);
      if (previousKind != -1 && (block || kind != previousKind || pending(at))) blank();
      open(0, at);
      std::visit([&](const auto& node) { decl(node, d.range); }, d.node);
      previousKind = block ? -2 : kind;
    }
    trailing(kEnd);
    if (pending(kEnd)) blank();
    between(kEnd, 0);
    noBlankLine();
  }

 private:
  // ---- comments between statements

  bool pending(std::uint32_t before) const {
    return next_ < comments_.size() && comments_[next_].range.begin < before;
  }

  bool pendingLineBreak(std::uint32_t before) const {
    for (std::size_t i = next_; i < comments_.size() && comments_[i].range.begin < before; ++i) {
      if (breaksLine(comments_[i])) return true;
    }
    return false;
  }

  // Comments written after code on its line, up to `before`, stay on the
  // line printed last.
  void trailing(std::uint32_t before) {
    while (pending(before) && comments_[next_].sameLine && attachable_) between(comments_[next_].range.end, 0);
  }

  // Every comment before `before`, printed while no statement line is open.
  void between(std::uint32_t before, int indent) {
    while (pending(before)) {
      const ast::Comment& c = comments_[next_++];
      if (c.sameLine && attachable_) {
        out_.insert(out_.size() - 1, " " + c.text);
        attachable_ = !breaksLine(c);
      } else {
        out_.append(static_cast<std::size_t>(indent), ' ');
        out_ += c.text + '\n';
        attachable_ = false;
      }
      if (c.blankAfter) blank();
    }
  }

  void blank() {
    attachable_ = false;
    if (out_.size() >= 2 && out_.compare(out_.size() - 2, 2, "\n\n") == 0) return;
    if (!out_.empty()) out_ += '\n';
  }

  void noBlankLine() {
    if (out_.size() >= 2 && out_.compare(out_.size() - 2, 2, "\n\n") == 0) out_.pop_back();
  }

  // ---- statement lines

  // Starts a statement at `indent` whose first token is at `at`.
  void open(int indent, std::uint32_t at) {
    between(at, indent);
    indent_ = indent;
    lineIndent_ = indent;
  }

  // A piece of the statement; comments before `at` come first.
  void put(const std::string& text, std::uint32_t at) {
    inside(at);
    append(text, !noSpace_);
  }
  // A piece written right after the one before it: `;`, `,`, `)`, `.x`.
  void glue(const std::string& text) { append(text, false); }

  void append(const std::string& text, bool space) {
    if (space && !line_.empty()) line_ += ' ';
    line_ += text;
    noSpace_ = false;
  }

  // Ends the statement's (last) line.
  void close() {
    commit();
    attachable_ = true;
    lineIndent_ = indent_;
  }

  void commit() {
    out_.append(static_cast<std::size_t>(lineIndent_), ' ');
    out_ += line_ + '\n';
    line_.clear();
    lineIndent_ = indent_ + kContinuation;
  }

  // Comments before `at` that fall inside the statement being printed.
  void inside(std::uint32_t at) {
    while (pending(at)) {
      const ast::Comment& c = comments_[next_++];
      if (!isLineComment(c)) {
        append(c.text, true);
        // What follows a comment of several lines starts a line of its own,
        // as it will when the output is formatted again.
        if (breaksLine(c)) commit();
        continue;
      }
      if (c.sameLine && !line_.empty()) {
        append(c.text, true);
        commit();
        continue;
      }
      if (!line_.empty()) commit();
      line_ = c.text;
      commit();
    }
  }

  // ---- declarations

  void decl(const ast::Header& h, SourceRange range) {
    put(h.isModule ? "module" : "set", range.begin);
    put(h.name.text, h.name.range.begin);
    put("{", kStays);
    close();
    for (const ast::Member& m : h.fields) member(m, kIndent);
    closeBrace(0, range.end - 1);
  }
  void decl(const ast::Uses& u, SourceRange range) {
    put("uses", range.begin);
    put(u.isPath ? quote(u.target) : u.target, kStays);
    glue(";");
    close();
  }
  void decl(const ast::Param& p, SourceRange range) {
    put("param", range.begin);
    put(p.name.text, p.name.range.begin);
    put("=", kStays);
    put(p.isBool ? std::string(p.value ? "true" : "false") : number(p.value, p.explicitPlus), kStays);
    glue(";");
    close();
  }
  void decl(const ast::KindDecl& k, SourceRange range) {
    put("kind", range.begin);
    put(k.name.text, k.name.range.begin);
    if (k.title) put(quote(*k.title), k.titleRange.begin);
    put("is", k.shape.range.begin);
    put(k.shape.text, k.shape.range.begin);
    if (!k.deck.empty()) {
      put("in", k.deck.range.begin);
      put(k.deck.text, k.deck.range.begin);
    }
    if (k.limit) {
      put("limit", k.limitRange.begin);
      put(std::to_string(*k.limit), k.limitRange.begin);
    }
    glue(";");
    close();
  }
  void decl(const ast::NamedDecl& n, SourceRange range) {
    static const char* const kKeyword[] = {"tag", "deck", "rule", "phase"};
    put(kKeyword[static_cast<int>(n.kind)], range.begin);
    put(n.name.text, n.name.range.begin);
    if (n.text) put(quote(*n.text), n.textRange.begin);
    if (n.hordeRange.valid()) put("horde", n.hordeRange.begin);
    glue(";");
    close();
  }
  void decl(const ast::SlotDecl& s, SourceRange range) {
    put("slot", range.begin);
    put(s.name.text, s.name.range.begin);
    put("limit", s.limitRange.begin);
    put(std::to_string(s.limit), s.limitRange.begin);
    glue(";");
    close();
  }
  void decl(const ast::Equivalence& e, SourceRange range) {
    put("equiv", range.begin);
    for (std::size_t i = 0; i < e.names.size(); ++i) {
      if (i) put("==", e.names[i].range.begin);
      put(e.names[i].text, e.names[i].range.begin);
    }
    glue(";");
    close();
  }
  void decl(const ast::Distinction& d, SourceRange range) {
    put("distinct", range.begin);
    put(d.left.text, d.left.range.begin);
    put("!=", d.right.range.begin);
    put(d.right.text, d.right.range.begin);
    glue(";");
    close();
  }
  void decl(const ast::Card& c, SourceRange range) {
    put(c.kind.text, c.kind.range.begin);
    put(quote(c.name), c.nameRange.begin);
    put("{", kStays);
    close();
    for (const ast::Member& m : c.members) member(m, kIndent);
    closeBrace(0, range.end - 1);
  }

  // The `}` at `at`, after the comments before it, indented as the body.
  void closeBrace(int indent, std::uint32_t at) {
    trailing(at);
    between(at, indent + kIndent);
    noBlankLine();  // a comment moved here from before a `;` may want one
    open(indent, at);
    put("}", at);
    close();
  }

  // ---- members

  void member(const ast::Member& m, int indent) {
    if (const auto* f = std::get_if<ast::Field>(&m.node)) {
      trailing(f->range.begin);
      open(indent, f->range.begin);
      put(f->name.text, f->name.range.begin);
      for (std::size_t i = 0; i < f->values.size(); ++i) {
        if (i) glue(",");
        for (const ast::Atom& a : f->values[i].atoms) put(atom(a), a.range.begin);
      }
      if (f->condition) {
        put("if", f->condition->range.begin);
        condition(*f->condition);
      }
      glue(";");
      close();
      return;
    }
    block(std::get<ast::Block>(m.node), indent);
  }

  void block(const ast::Block& b, int indent) {
    static const char* const kKeyword[] = {"on", "play", "while", "bad_stuff"};
    trailing(b.range.begin);
    open(indent, b.range.begin);
    put(kKeyword[static_cast<int>(b.kind)], b.keyword.begin);
    for (const ast::Word& w : b.words) put(w.text, w.range.begin);
    if (b.condition) {
      if (b.kind != ast::Block::Kind::While) put("if", b.condition->range.begin);
      condition(*b.condition);
    }
    // A body with a line comment in it gets its own lines, like a longer one.
    const std::uint32_t closing = b.range.end - 1;
    if (b.actions.empty() && !pendingLineBreak(closing)) {
      if (pending(closing)) {
        put("{", kStays);
        put("}", closing);  // after the block comments inside
      } else {
        put("{}", kStays);
      }
      close();
      return;
    }
    put("{", kStays);
    if (oneLine(b.actions, closing)) {
      action(b.actions[0]);
      put("}", closing);
      close();
      return;
    }
    close();
    statements(b.actions, indent + kIndent);
    closeBrace(indent, closing);
  }

  // A body printed on the line of its `{`: one plain action and no comment
  // that needs a line of its own. A choice always gets lines of its own.
  bool oneLine(const std::vector<ast::Action>& actions, std::uint32_t closing) const {
    return actions.size() == 1 && actions[0].kind == ast::Action::Kind::Plain && !pendingLineBreak(closing);
  }

  void statements(const std::vector<ast::Action>& actions, int indent) {
    for (const ast::Action& a : actions) {
      trailing(a.range.begin);
      open(indent, a.range.begin);
      if (a.kind == ast::Action::Kind::Plain) action(a);
      else if (a.kind == ast::Action::Kind::Roll) roll(a, indent);
      else choice(a, indent);
      close();
    }
  }

  // `choose by victim { ... } or { ... }`: each alternative on the line when
  // it is one plain action, else on lines of its own with `} or {` between.
  void choice(const ast::Action& a, int indent) {
    put(a.name.text, a.name.range.begin);
    for (const ast::Word& w : a.chooserWords) put(w.text, w.range.begin);
    for (std::size_t i = 0; i < a.alternatives.size(); ++i) {
      if (i > 0) put("or", a.orRanges[i - 1].begin);
      body(a.alternatives[i], a.alternativeRanges[i].end - 1, indent);
    }
  }

  // `roll { on 1..2 { ... } on 3..6 { ... } }`: a row to a line (a longer
  // row on lines of its own), in the order written.
  void roll(const ast::Action& a, int indent) {
    put(a.name.text, a.name.range.begin);
    for (const ast::Word& w : a.chooserWords) put(w.text, w.range.begin);
    put("{", kStays);
    close();
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
      const ast::RollRow& row = a.rows[i];
      trailing(row.range.begin);
      open(indent + kIndent, row.range.begin);
      put("on", row.range.begin);
      put(row.isRange ? std::to_string(row.low) + ".." + std::to_string(row.high) : std::to_string(row.low),
          row.faces.begin);
      body(a.alternatives[i], a.alternativeRanges[i].end - 1, indent + kIndent);
      close();
    }
    const std::uint32_t closing = a.range.end - 1;
    trailing(closing);
    between(closing, indent + kIndent);
    noBlankLine();
    open(indent, closing);
    put("}", closing);
  }

  // The braces of an alternative or a row, whose `}` is at `closing`: on the
  // line when empty or one plain action, else on lines of their own.
  void body(const std::vector<ast::Action>& actions, std::uint32_t closing, int indent) {
    if (actions.empty() && !pendingLineBreak(closing)) {
      put("{", kStays);
      put("}", closing);
      return;
    }
    put("{", kStays);
    if (oneLine(actions, closing)) {
      action(actions[0]);
      put("}", closing);
      return;
    }
    close();
    statements(actions, indent + kIndent);
    trailing(closing);
    between(closing, indent + kIndent);
    noBlankLine();
    open(indent, closing);
    put("}", closing);
  }

  void action(const ast::Action& a) {
    put(a.name.text, a.name.range.begin);
    for (const ast::ActionArg& arg : a.args) {
      const std::uint32_t at = arg.range.begin;
      switch (arg.kind) {
        case ast::ActionArg::Kind::Amount: put(number(arg.value, arg.explicitPlus), at); break;
        case ast::ActionArg::Kind::Range: put(std::to_string(arg.value) + ".." + std::to_string(arg.high), at); break;
        case ast::ActionArg::Kind::Word: put(arg.word.text, at); break;
        case ast::ActionArg::Kind::Text: put(quote(arg.text), at); break;
        case ast::ActionArg::Kind::To: keywordAndWord("to", at, arg.word); break;
        case ast::ActionArg::Kind::From: keywordAndWord("from", at, arg.word); break;
        case ast::ActionArg::Kind::Of: keywordAndWord("of", at, arg.word); break;
        case ast::ActionArg::Kind::Versus:
          keywordAndWord("vs", at, arg.word);
          put(arg.nameIsString ? quote(arg.name.text) : arg.name.text, arg.name.range.begin);
          break;
        case ast::ActionArg::Kind::Max:
          put(capWord(a, arg.word.text), at);
          expr(*arg.expr);
          break;
        case ast::ActionArg::Kind::Compare:
          put(arg.word.text, at);
          put(std::string(spelling(arg.comparison)), arg.expr->range.begin);
          expr(*arg.expr);
          break;
        case ast::ActionArg::Kind::Computed:
          put("(", at);
          noSpace_ = true;
          expr(*arg.expr);
          glue(")");
          break;
      }
    }
    glue(";");
  }

  // `max`, the deprecated cap of `gain_levels` and `sell_items` (W0345),
  // printed as the word of the action's own cap; any other word as written.
  static std::string capWord(const ast::Action& a, const std::string& written) {
    if (written != "max") return written;
    const std::optional<Action> action = parseWord<Action>(a.name.text);
    if (!action || schema::actionSpec(*action).capWord.empty()) return written;
    return std::string(schema::actionSpec(*action).capWord);
  }

  void keywordAndWord(const char* keyword, std::uint32_t at, const ast::Word& word) {
    put(keyword, at);
    put(word.text, word.range.begin);
  }

  // ---- conditions and expressions

  void condition(const ast::Condition& c) {
    using K = ast::Condition::Kind;
    switch (c.kind) {
      case K::Not:
        put("not", c.range.begin);
        condition(c.operands[0]);
        return;
      case K::And:
      case K::Or:
        condition(c.operands[0]);
        put(c.kind == K::And ? "and" : "or", c.operands[1].range.begin);
        condition(c.operands[1]);
        return;
      case K::Paren:
        put("(", c.range.begin);
        noSpace_ = true;
        condition(c.operands[0]);
        glue(")");
        return;
      case K::Compare:
      case K::Test:
        if (c.subject.empty()) {
          put(c.predicate.text, c.predicate.range.begin);
        } else {
          put(c.subject.text, c.subject.range.begin);
          glue("." + c.predicate.text);
        }
        if (c.kind == K::Compare) {
          put(std::string(spelling(c.comparison)), c.rhs->range.begin);
          expr(*c.rhs);
        }
        for (const ast::Atom& a : c.args) put(atom(a), a.range.begin);
        return;
    }
  }

  void expr(const ast::Expr& e) {
    switch (e.kind) {
      case ast::Expr::Kind::Int: put(std::to_string(e.value), e.range.begin); return;
      case ast::Expr::Kind::Name:
        if (e.subject.empty()) {
          put(e.name, e.range.begin);
        } else {
          put(e.subject.text, e.subject.range.begin);
          glue("." + e.name);
        }
        if (!e.filter.empty()) {
          put(e.filter.text, e.filter.range.begin);
          put(e.filterIsString ? quote(e.filterName.text) : e.filterName.text, e.filterName.range.begin);
        }
        return;
      case ast::Expr::Kind::Call:
        put(e.name, e.range.begin);
        glue("(");
        for (std::size_t i = 0; i < e.operands.size(); ++i) {
          if (i > 0) glue(",");
          if (i == 0) noSpace_ = true;
          expr(e.operands[i]);
        }
        glue(")");
        return;
      case ast::Expr::Kind::Paren:
        put("(", e.range.begin);
        noSpace_ = true;
        expr(e.operands[0]);
        glue(")");
        return;
      case ast::Expr::Kind::Add:
      case ast::Expr::Kind::Subtract:
      case ast::Expr::Kind::Multiply:
        expr(e.operands[0]);
        put(e.kind == ast::Expr::Kind::Add ? "+" : e.kind == ast::Expr::Kind::Subtract ? "-" : "*", e.operands[1].range.begin);
        expr(e.operands[1]);
        return;
    }
  }

  static std::string number(std::int64_t value, bool explicitPlus) {
    return (explicitPlus && value >= 0 ? "+" : "") + std::to_string(value);
  }

  static std::string atom(const ast::Atom& a) {
    switch (a.kind) {
      case ast::Atom::Kind::Int: return number(a.value, a.explicitPlus);
      case ast::Atom::Kind::String: return quote(a.text);
      case ast::Atom::Kind::Word: return a.text;
      case ast::Atom::Kind::Range: return std::to_string(a.value) + ".." + std::to_string(a.high);
    }
    return {};
  }

  const std::vector<ast::Comment>& comments_;
  std::size_t next_ = 0;  // the first comment not printed yet

  std::string out_;  // finished lines
  std::string line_;  // the statement line being built, without its indent
  int indent_ = 0;  // of the statement being printed
  int lineIndent_ = 0;  // of line_: indent_, or more on a line a comment broke off
  bool noSpace_ = false;  // the next piece follows an opening parenthesis
  bool attachable_ = false;  // the last line is code a trailing comment may follow
};

}  // namespace

std::string formatFile(const ast::File& file) {
  Printer printer(file.comments);
  printer.file(file);
  return printer.result();
}

}  // namespace munchkinc
