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
          if (const auto* e = std::get_if<ast::Equivalence>(&decl.node)) equivalence(*e, decl.range, unit->id);
          if (const auto* d = std::get_if<ast::Distinction>(&decl.node)) distinctions_.push_back({d, decl.range, unit->id});
        }
      }
    }
    for (const auto& [d, range, unit] : distinctions_) distinction(*d, range, unit);
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

  void equivalence(const ast::Equivalence& e, SourceRange range, const std::string& unit) {
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
    whereEqual_.push_back({out.names, range, unit});
    a_.model.equivalences.push_back(std::move(out));
  }

  // A distinction the build's equivalences undo. An equivalence of another
  // unit than the distinction's overrules what a game used by the build
  // states of its own cards (Star Munchkin: Complex items are not Big ones):
  // E1028 at that equivalence, where the blend went wrong. Inside one unit
  // the two lines contradict each other: E0209 at the distinction.
  void distinction(const ast::Distinction& d, SourceRange range, const std::string& unit) {
    if (!known(d.left) || !known(d.right)) return;
    a_.model.distinctions.push_back({d.left.text, d.right.text, range});
    if (find(d.left.text) != find(d.right.text)) return;
    std::vector<const Equal*> sameUnit;
    bool blamedOthers = false;
    for (const Equal& equal : whereEqual_) {
      const bool mentions = std::find(equal.names.begin(), equal.names.end(), d.left.text) != equal.names.end() ||
                            std::find(equal.names.begin(), equal.names.end(), d.right.text) != equal.names.end();
      if (!mentions) continue;
      if (equal.unit == unit) {
        sameUnit.push_back(&equal);
        continue;
      }
      Diagnostic& diag = a_.diagnostics.report(
          DiagCode::E1028, equal.range,
          "this equivalence makes '" + d.left.text + "' and '" + d.right.text + "' one, but '" + unit +
              "', which this build uses, declares them distinct: its cards are written for them to differ; "
              "remove '" + d.left.text + "' or '" + d.right.text + "' from the equivalence");
      a_.diagnostics.note(diag, range, "'" + unit + "' declares them distinct here");
      blamedOthers = true;
    }
    if (sameUnit.empty() && blamedOthers) return;
    Diagnostic& diag = a_.diagnostics.report(DiagCode::E0209, range,
                                             "'" + d.left.text + "' and '" + d.right.text +
                                                 "' are declared distinct but an equivalence makes them equal");
    for (const Equal* equal : sameUnit) a_.diagnostics.note(diag, equal->range, "equivalence declared here");
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
  struct Equal {
    std::vector<std::string> names;
    SourceRange range;
    std::string unit;
  };
  struct Distinct {
    const ast::Distinction* declaration;
    SourceRange range;
    std::string unit;
  };
  std::vector<Equal> whereEqual_;
  std::vector<Distinct> distinctions_;
};

}  // namespace

void resolveEquivalences(Analysis& analysis) { Equivalences(analysis).run(); }

}  // namespace munchkinc
