#include "fmt/formatter.h"

#include <sstream>

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

class Printer {
 public:
  std::string result() const { return out_; }

  void file(const ast::File& f) {
    int previousKind = -1;
    for (const ast::Declaration& d : f.declarations) {
      const int kind = static_cast<int>(d.node.index());
      const bool block = std::holds_alternative<ast::Header>(d.node) || std::holds_alternative<ast::Card>(d.node);
      // Comments written after the previous declaration on its line stay there.
      auto own = d.comments.begin();
      while (own != d.comments.end() && own->sameLine && !out_.empty()) ++own;
      comments({d.comments.begin(), own}, 0);
      const std::vector<ast::Comment> leading(own, d.comments.end());
      if (previousKind != -1 && (block || kind != previousKind || !leading.empty())) blank();
      comments(leading, 0);
      std::visit([&](const auto& node) { decl(node); }, d.node);
      previousKind = block ? -2 : kind;
    }
    if (!f.trailingComments.empty() && !out_.empty()) blank();
    comments(f.trailingComments, 0);
  }

 private:
  void line(int indent, const std::string& text) {
    out_.append(static_cast<std::size_t>(indent), ' ');
    out_ += text;
    out_ += '\n';
  }

  void blank() {
    if (!out_.empty() && out_.size() >= 2 && out_.compare(out_.size() - 2, 2, "\n\n") == 0) return;
    if (!out_.empty()) out_ += '\n';
  }

  // Comments that followed code on the same line stay on that line.
  void comments(const std::vector<ast::Comment>& list, int indent) {
    for (const ast::Comment& c : list) {
      const bool lastLineHasCode = out_.size() >= 2 && out_[out_.size() - 2] != '\n';
      if (c.sameLine && lastLineHasCode) {
        out_.insert(out_.size() - 1, " " + c.text);
      } else {
        line(indent, c.text);
      }
      if (c.blankAfter) blank();
    }
  }

  void decl(const ast::Header& h) {
    line(0, std::string(h.isModule ? "module " : "set ") + h.name.text + " {");
    for (const ast::Member& m : h.fields) member(m, kIndent);
    comments(h.closingComments, kIndent);
    line(0, "}");
  }
  void decl(const ast::Uses& u) { line(0, "uses " + (u.isPath ? quote(u.target) : u.target) + ";"); }
  void decl(const ast::Param& p) {
    line(0, "param " + p.name.text + " = " +
                (p.isBool ? std::string(p.value ? "true" : "false") : number(p.value, p.explicitPlus)) + ";");
  }
  void decl(const ast::KindDecl& k) {
    std::string text = "kind " + k.name.text + " is " + k.shape.text;
    if (!k.deck.empty()) text += " in " + k.deck.text;
    if (k.limit) text += " limit " + std::to_string(*k.limit);
    line(0, text + ";");
  }
  void decl(const ast::NamedDecl& n) {
    static const char* const kKeyword[] = {"tag", "deck", "rule", "phase"};
    std::string text = std::string(kKeyword[static_cast<int>(n.kind)]) + " " + n.name.text;
    if (n.text) text += " " + quote(*n.text);
    line(0, text + ";");
  }
  void decl(const ast::SlotDecl& s) { line(0, "slot " + s.name.text + " limit " + std::to_string(s.limit) + ";"); }
  void decl(const ast::Equivalence& e) {
    std::string text = "equiv";
    for (std::size_t i = 0; i < e.names.size(); ++i) text += (i ? " == " : " ") + e.names[i].text;
    line(0, text + ";");
  }
  void decl(const ast::Distinction& d) { line(0, "distinct " + d.left.text + " != " + d.right.text + ";"); }
  void decl(const ast::Card& c) {
    line(0, c.kind.text + " " + quote(c.name) + " {");
    for (const ast::Member& m : c.members) member(m, kIndent);
    comments(c.closingComments, kIndent);
    line(0, "}");
  }

  void member(const ast::Member& m, int indent) {
    comments(m.comments, indent);
    if (const auto* f = std::get_if<ast::Field>(&m.node)) {
      std::string text = f->name.text;
      for (std::size_t i = 0; i < f->values.size(); ++i) {
        text += i ? ", " : " ";
        text += valueSeq(f->values[i]);
      }
      if (f->condition) text += " if " + condition(*f->condition);
      line(indent, text + ";");
      return;
    }
    block(std::get<ast::Block>(m.node), indent);
  }

  void block(const ast::Block& b, int indent) {
    static const char* const kKeyword[] = {"on", "play", "while", "bad_stuff"};
    std::string head = kKeyword[static_cast<int>(b.kind)];
    for (const ast::Word& w : b.words) head += " " + w.text;
    if (b.condition) head += (b.kind == ast::Block::Kind::While ? " " : " if ") + condition(*b.condition);
    const bool oneLine = b.actions.size() == 1 && b.actions[0].comments.empty() && b.closingComments.empty();
    if (b.actions.empty() && b.closingComments.empty()) {
      line(indent, head + " {}");
      return;
    }
    if (oneLine) {
      line(indent, head + " { " + action(b.actions[0]) + " }");
      return;
    }
    line(indent, head + " {");
    for (const ast::Action& a : b.actions) {
      comments(a.comments, indent + kIndent);
      line(indent + kIndent, action(a));
    }
    comments(b.closingComments, indent + kIndent);
    line(indent, "}");
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

  static std::string valueSeq(const ast::ValueSeq& seq) {
    std::string text;
    for (std::size_t i = 0; i < seq.atoms.size(); ++i) text += (i ? " " : "") + atom(seq.atoms[i]);
    return text;
  }

  static std::string action(const ast::Action& a) {
    std::string text = a.name.text;
    for (const ast::ActionArg& arg : a.args) {
      text += ' ';
      switch (arg.kind) {
        case ast::ActionArg::Kind::Amount: text += number(arg.value, arg.explicitPlus); break;
        case ast::ActionArg::Kind::Word: text += arg.word.text; break;
        case ast::ActionArg::Kind::Text: text += quote(arg.text); break;
        case ast::ActionArg::Kind::To: text += "to " + arg.word.text; break;
        case ast::ActionArg::Kind::From: text += "from " + arg.word.text; break;
        case ast::ActionArg::Kind::Of: text += "of " + arg.word.text; break;
        case ast::ActionArg::Kind::Versus:
          text += "vs " + arg.word.text + " " + (arg.nameIsString ? quote(arg.name.text) : arg.name.text);
          break;
        case ast::ActionArg::Kind::Max: text += "max " + expr(*arg.expr); break;
      }
    }
    return text + ";";
  }

  static std::string condition(const ast::Condition& c) {
    using K = ast::Condition::Kind;
    switch (c.kind) {
      case K::Not: return "not " + condition(c.operands[0]);
      case K::And: return condition(c.operands[0]) + " and " + condition(c.operands[1]);
      case K::Or: return condition(c.operands[0]) + " or " + condition(c.operands[1]);
      case K::Paren: return "(" + condition(c.operands[0]) + ")";
      case K::Compare:
      case K::Test: {
        std::string text = c.subject.empty() ? c.predicate.text : c.subject.text + "." + c.predicate.text;
        if (c.kind == K::Compare) return text + " " + std::string(spelling(c.comparison)) + " " + expr(*c.rhs);
        for (const ast::Atom& a : c.args) text += " " + atom(a);
        return text;
      }
    }
    return {};
  }

  static std::string expr(const ast::Expr& e) {
    switch (e.kind) {
      case ast::Expr::Kind::Int: return std::to_string(e.value);
      case ast::Expr::Kind::Name: return e.name;
      case ast::Expr::Kind::Paren: return "(" + expr(e.operands[0]) + ")";
      case ast::Expr::Kind::Add: return expr(e.operands[0]) + " + " + expr(e.operands[1]);
      case ast::Expr::Kind::Subtract: return expr(e.operands[0]) + " - " + expr(e.operands[1]);
    }
    return {};
  }

  std::string out_;
};

}  // namespace

std::string formatFile(const ast::File& file) {
  Printer printer;
  printer.file(file);
  return printer.result();
}

}  // namespace munchkinc
