// Pass 2: crossover equivalences (`equiv trap == curse == disaster;`) and
// non-equivalences (`distinct complex != big;`). Merged kinds get one
// canonical name: the one declared first, so core's names win.
#include <algorithm>
#include <numeric>

#include "sema/analysis.h"
#include "source/spelling.h"

namespace munchkinc {
namespace {

const std::vector<std::string> kTraits = {"big", "complex"};

class Equivalences {
 public:
  explicit Equivalences(Analysis& a) : a_(a) {}

  void run() {
    for (const SourceUnit* unit : a_.units) {
      for (const ast::File& file : unit->files) {
        for (const ast::Declaration& decl : file.declarations) {
          if (const auto* e = std::get_if<ast::Equivalence>(&decl.node)) equivalence(*e, decl.range);
          if (const auto* d = std::get_if<ast::Distinction>(&decl.node)) distinctions_.push_back({d, decl.range});
        }
      }
    }
    for (const auto& [d, range] : distinctions_) distinction(*d, range);
    assignCanonicalKinds();
  }

 private:
  bool known(const ast::Word& w) {
    if (a_.kindAt.count(w.text) || a_.tagAt.count(w.text) ||
        std::find(kTraits.begin(), kTraits.end(), w.text) != kTraits.end()) {
      return true;
    }
    std::vector<std::string_view> names = a_.keys(a_.kindAt);
    for (const auto& tag : a_.keys(a_.tagAt)) names.push_back(tag);
    for (const auto& trait : kTraits) names.push_back(trait);
    a_.diagnostics.report(DiagCode::E0113, w.range,
                          "'" + w.text + "' is not a kind, tag or item trait" + didYouMean(w.text, names));
    return false;
  }

  std::string category(const std::string& name) const {
    if (a_.kindAt.count(name)) return "kind";
    if (a_.tagAt.count(name)) return "tag";
    return "trait";
  }

  std::string find(const std::string& name) {
    auto it = parent_.find(name);
    if (it == parent_.end() || it->second == name) return name;
    return it->second = find(it->second);
  }

  void equivalence(const ast::Equivalence& e, SourceRange range) {
    std::vector<const ast::Word*> names;
    for (const ast::Word& w : e.names) {
      if (known(w)) names.push_back(&w);
    }
    model::Equivalence out;
    out.range = range;
    for (const ast::Word* w : names) {
      out.names.push_back(w->text);
      if (category(w->text) != category(names.front()->text)) {
        a_.diagnostics.report(DiagCode::E0209, w->range,
                              "cannot make " + category(w->text) + " '" + w->text + "' equal to " +
                                  category(names.front()->text) + " '" + names.front()->text + "'");
        return;
      }
      if (const model::Kind* k = a_.model.findKind(w->text); k && category(w->text) == "kind") {
        const model::Kind* first = a_.model.findKind(names.front()->text);
        if (first->shape != k->shape) {
          Diagnostic& d = a_.diagnostics.report(
              DiagCode::E0209, w->range,
              "kind '" + k->name + "' is a " + std::string(spelling(k->shape)) + " but '" + first->name + "' is a " +
                  std::string(spelling(first->shape)) + "; only kinds of one shape can be equal");
          a_.diagnostics.note(d, k->range, "'" + k->name + "' is declared here");
          return;
        }
        if (first->limit != k->limit) {
          auto limitText = [](const model::Kind& x) {
            return x.limit ? std::to_string(*x.limit) : std::string("no limit");
          };
          Diagnostic& d = a_.diagnostics.report(
              DiagCode::E1024, range,
              "this equivalence merges '" + first->name + "' (" + limitText(*first) + ") with '" + k->name + "' (" +
                  limitText(*k) + ") but they have different limits");
          a_.diagnostics.note(d, first->range, "'" + first->name + "' is declared here");
          a_.diagnostics.note(d, k->range, "'" + k->name + "' is declared here");
        }
      }
    }
    for (std::size_t i = 1; i < names.size(); ++i) {
      const std::string a = find(names[0]->text), b = find(names[i]->text);
      if (a != b) parent_[b] = a;
      parent_.emplace(a, a);
    }
    whereEqual_.emplace_back(out.names, range);
    a_.model.equivalences.push_back(std::move(out));
  }

  void distinction(const ast::Distinction& d, SourceRange range) {
    if (!known(d.left) || !known(d.right)) return;
    a_.model.distinctions.push_back({d.left.text, d.right.text, range});
    if (find(d.left.text) != find(d.right.text)) return;
    Diagnostic& diag = a_.diagnostics.report(DiagCode::E0209, range,
                                             "'" + d.left.text + "' and '" + d.right.text +
                                                 "' are declared distinct but an equivalence makes them equal");
    for (const auto& [names, at] : whereEqual_) {
      const bool mentions = std::find(names.begin(), names.end(), d.left.text) != names.end() ||
                            std::find(names.begin(), names.end(), d.right.text) != names.end();
      if (mentions) a_.diagnostics.note(diag, at, "equivalence declared here");
    }
  }

  // A kind's canonical name is the earliest-declared kind it is equal to.
  void assignCanonicalKinds() {
    for (model::Kind& k : a_.model.kinds) {
      const std::string root = find(k.name);
      for (const model::Kind& candidate : a_.model.kinds) {
        if (find(candidate.name) == root) {
          k.canonical = candidate.name;
          break;
        }
      }
    }
  }

  Analysis& a_;
  std::map<std::string, std::string> parent_;
  std::vector<std::pair<std::vector<std::string>, SourceRange>> whereEqual_;
  std::vector<std::pair<const ast::Distinction*, SourceRange>> distinctions_;
};

}  // namespace

void resolveEquivalences(Analysis& analysis) { Equivalences(analysis).run(); }

}  // namespace munchkinc
