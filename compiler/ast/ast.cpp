#include "ast/ast.h"

#include <algorithm>
#include <sstream>

namespace munchkinc::ast {
namespace {

// A structural dump that ignores ranges and comments. Two trees are "the same"
// when their dumps are equal.
class Dumper {
 public:
  std::string str() const { return out_.str(); }

  void file(const File& f) {
    for (const Declaration& d : f.declarations) {
      std::visit([&](const auto& node) { decl(node); }, d.node);
      out_ << '\n';
    }
  }

 private:
  void decl(const Header& h) {
    out_ << (h.isModule ? "(module " : "(set ") << h.name.text;
    for (const Member& m : h.fields) member(m);
    out_ << ')';
  }
  void decl(const Uses& u) { out_ << "(uses " << (u.isPath ? "path " : "id ") << u.target << ')'; }
  void decl(const Param& p) {
    out_ << "(param " << p.name.text << ' ' << (p.isBool ? (p.value ? "true" : "false") : std::to_string(p.value)) << ')';
  }
  void decl(const KindDecl& k) {
    out_ << "(kind " << k.name.text;
    if (k.title) out_ << " \"" << *k.title << '"';
    out_ << ' ' << k.shape.text << ' ' << k.deck.text;
    if (k.limit) out_ << " limit " << *k.limit;
    out_ << ')';
  }
  void decl(const NamedDecl& n) {
    out_ << "(named " << static_cast<int>(n.kind) << ' ' << n.name.text;
    if (n.text) out_ << " \"" << *n.text << '"';
    if (n.hordeRange.valid()) out_ << " horde";
    out_ << ')';
  }
  void decl(const SlotDecl& s) { out_ << "(slot " << s.name.text << ' ' << s.limit << ')'; }
  void decl(const Equivalence& e) {
    out_ << "(equiv";
    for (const Word& w : e.names) out_ << ' ' << w.text;
    out_ << ')';
  }
  void decl(const Distinction& d) { out_ << "(distinct " << d.left.text << ' ' << d.right.text << ')'; }
  void decl(const Card& c) {
    out_ << "(card " << c.kind.text << " \"" << c.name << '"';
    for (const Member& m : c.members) member(m);
    out_ << ')';
  }

  void member(const Member& m) {
    out_ << ' ';
    if (const Field* f = std::get_if<Field>(&m.node)) {
      out_ << "(field " << f->name.text;
      for (const ValueSeq& v : f->values) {
        out_ << " [";
        for (const Atom& a : v.atoms) atom(a);
        out_ << ']';
      }
      if (f->condition) condition(*f->condition);
      out_ << ')';
    } else {
      const Block& b = std::get<Block>(m.node);
      out_ << "(block " << static_cast<int>(b.kind);
      for (const Word& w : b.words) out_ << ' ' << w.text;
      if (b.condition) condition(*b.condition);
      for (const Action& a : b.actions) action(a);
      out_ << ')';
    }
  }

  void atom(const Atom& a) {
    switch (a.kind) {
      case Atom::Kind::Int: out_ << ' ' << (a.explicitPlus ? "+" : "") << a.value; break;
      case Atom::Kind::String: out_ << " \"" << a.text << '"'; break;
      case Atom::Kind::Word: out_ << ' ' << a.text; break;
      case Atom::Kind::Range: out_ << ' ' << a.value << ".." << a.high; break;
    }
  }

  void action(const Action& a) {
    out_ << " (" << a.name.text;
    for (const ActionArg& arg : a.args) {
      out_ << ' ';
      switch (arg.kind) {
        case ActionArg::Kind::Amount: out_ << (arg.explicitPlus ? "+" : "") << arg.value; break;
        case ActionArg::Kind::Range: out_ << arg.value << ".." << arg.high; break;
        case ActionArg::Kind::Word: out_ << arg.word.text; break;
        case ActionArg::Kind::Text: out_ << '"' << arg.text << '"'; break;
        case ActionArg::Kind::To: out_ << "to:" << arg.word.text; break;
        case ActionArg::Kind::From: out_ << "from:" << arg.word.text; break;
        case ActionArg::Kind::Of: out_ << "of:" << arg.word.text; break;
        case ActionArg::Kind::Versus: out_ << "vs:" << arg.word.text << ':' << arg.name.text; break;
        // Not the cap's word: `munchkinc fmt` rewrites the deprecated `max` to the action's own word (W0345).
        case ActionArg::Kind::Max: out_ << "max:"; expr(*arg.expr); break;
        case ActionArg::Kind::Compare: out_ << arg.word.text << spelling(arg.comparison); expr(*arg.expr); break;
        case ActionArg::Kind::Computed: out_ << "amount:"; expr(*arg.expr); break;
      }
    }
    out_ << ')';
  }

  void condition(const Condition& c) {
    out_ << " {" << static_cast<int>(c.kind);
    if (!c.subject.empty()) out_ << ' ' << c.subject.text << '.';
    if (!c.predicate.empty()) out_ << ' ' << c.predicate.text;
    for (const Atom& a : c.args) atom(a);
    if (c.kind == Condition::Kind::Compare) {
      out_ << ' ' << spelling(c.comparison) << ' ';
      expr(*c.rhs);
    }
    for (const Condition& o : c.operands) condition(o);
    out_ << '}';
  }

  void expr(const Expr& e) {
    switch (e.kind) {
      case Expr::Kind::Int: out_ << e.value; break;
      case Expr::Kind::Name:
        if (!e.subject.empty()) out_ << e.subject.text << '.';
        out_ << e.name;
        if (!e.filter.empty()) out_ << ' ' << e.filter.text << ' ' << (e.filterIsString ? "\"" : "") << e.filterName.text;
        break;
      case Expr::Kind::Call:
        out_ << e.name << '(';
        for (const Expr& o : e.operands) expr(o), out_ << ',';
        out_ << ')';
        break;
      case Expr::Kind::Paren: out_ << '('; expr(e.operands[0]); out_ << ')'; break;
      case Expr::Kind::Add:
      case Expr::Kind::Subtract:
      case Expr::Kind::Multiply:
        out_ << '[';
        expr(e.operands[0]);
        out_ << (e.kind == Expr::Kind::Add ? '+' : e.kind == Expr::Kind::Subtract ? '-' : '*');
        expr(e.operands[1]);
        out_ << ']';
        break;
    }
  }

  std::ostringstream out_;
};

}  // namespace

bool sameTree(const File& a, const File& b) {
  Dumper da, db;
  da.file(a);
  db.file(b);
  return da.str() == db.str();
}

std::optional<std::size_t> firstCommentDifference(const File& a, const File& b) {
  const std::size_t common = std::min(a.comments.size(), b.comments.size());
  for (std::size_t i = 0; i < common; ++i) {
    if (a.comments[i].text != b.comments[i].text) return i;
  }
  if (a.comments.size() != b.comments.size()) return common;
  return std::nullopt;
}

}  // namespace munchkinc::ast
