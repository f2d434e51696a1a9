#include "backend/sheets/template_loader.h"

#include <fcntl.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

#include "backend/sheets/card_content.h"
#include "backend/sheets/card_look.h"
#include "backend/sheets/sheet_geometry.h"
#include "source/image_file.h"
#include "source/input_file.h"
#include "source/shipped_data.h"
#include "source/spelling.h"

namespace munchkinc::sheets {
namespace {

namespace fs = std::filesystem;

// One parsed YAML file, remembered so later layers and `extends` can find it.
struct Document {
  FileId file = kNoFile;
  YAML::Node root;
};

struct RawLayout {
  YAML::Node node;
  FileId file = kNoFile;
  std::size_t layer = 0;
};

using RawLayouts = std::map<std::string, std::vector<RawLayout>>;  // by name, lowest layer first

class Loader {
 public:
  Loader(FontContext& fonts, SourceManager& sources, DiagnosticEngine& diagnostics, const TemplateNames& names)
      : fonts_(fonts), sources_(sources), diagnostics_(diagnostics), names_(names) {}

  // The shipped defaults serve every set, so their names are not checked
  // against one set's kinds, tags and decks.
  void servesEverySet(FileId file) { everySet_.insert(file); }
  void checkLayoutNames(const RawLayouts& raw, const std::string& fallback, bool faces);

  std::optional<Document> read(const fs::path& path);
  void readSheet(const Document& doc, SheetLayout& sheet);
  void collectLayouts(const Document& doc, std::size_t layer, RawLayouts& faces, RawLayouts& backs);
  std::map<std::string, FaceLayout> resolveAll(const RawLayouts& raw);

 private:
  SourceRange at(FileId file, const YAML::Mark& mark, std::size_t length = 1) const;
  SourceRange at(FileId file, const YAML::Node& node) const;
  void error(DiagCode code, SourceRange range, std::string message) {
    diagnostics_.report(code, range, std::move(message));
  }

  bool expectMap(FileId file, const YAML::Node& node, const std::string& what);
  bool knownField(FileId file, const YAML::Node& key, const std::string& where,
                  std::initializer_list<std::string_view> fields);
  std::optional<double> number(FileId file, const YAML::Node& node, const std::string& field, bool positive,
                               bool allowZero);
  std::optional<int> count(FileId file, const YAML::Node& node, const std::string& field);
  std::optional<bool> flag(FileId file, const YAML::Node& node, const std::string& field);
  std::optional<std::string> word(FileId file, const YAML::Node& node, const std::string& field,
                                  std::initializer_list<std::string_view> allowed);
  std::optional<Colour> colour(FileId file, const YAML::Node& node, const std::string& field);
  std::optional<std::string> text(FileId file, const YAML::Node& node, const std::string& field);

  // `style`: the node is one of a box's styles, which has a `when`.
  void applyBox(FileId file, const YAML::Node& node, Box& box, bool style = false);
  void applyStyles(FileId file, const YAML::Node& node, Box& box);
  std::optional<Condition> condition(FileId file, const YAML::Node& node);
  bool namesChecked(FileId file) const { return names_.checked && !everySet_.contains(file); }
  // False, with E3016, when a box a layout names is new but cannot be one.
  bool acceptsNewBox(FileId file, const YAML::Node& key, const YAML::Node& node, const FaceLayout& layout);
  void checkContent(FileId file, const YAML::Node& node, const std::string& content);
  void applyImage(FileId file, const YAML::Node& node, Box& box);

 public:
  // `icons: {NAME: FILE, ...}` of a faces.yaml; a higher layer's entry
  // replaces a lower one's of the same name.
  void readIcons(const Document& doc, std::map<std::string, Icon>& icons);

 private:
  // False when the layout has more boxes than a face may have.
  bool applyLayout(FileId file, const YAML::Node& node, FaceLayout& layout);
  std::optional<FaceLayout> resolve(const RawLayouts& raw, const std::string& name, std::size_t belowLayer,
                                    std::vector<std::string>& chain);

  FontContext& fonts_;
  SourceManager& sources_;
  DiagnosticEngine& diagnostics_;
  const TemplateNames& names_;
  std::set<FileId> everySet_;
};

std::vector<std::string_view> views(const std::vector<std::string>& names) {
  return {names.begin(), names.end()};
}

std::string scalarOf(const YAML::Node& node) { return node.IsScalar() ? node.Scalar() : std::string(); }

SourceRange Loader::at(FileId file, const YAML::Mark& mark, std::size_t length) const {
  if (file == kNoFile || mark.pos < 0) return {};
  auto begin = static_cast<std::uint32_t>(mark.pos);
  auto size = static_cast<std::uint32_t>(sources_.text(file).size());
  begin = std::min(begin, size);
  return {file, begin, std::min<std::uint32_t>(begin + static_cast<std::uint32_t>(length), size)};
}

SourceRange Loader::at(FileId file, const YAML::Node& node) const {
  return at(file, node.Mark(), std::max<std::size_t>(1, scalarOf(node).size()));
}

std::optional<Document> Loader::read(const fs::path& path) {
  std::error_code notRegular;
  if (!fs::is_regular_file(path, notRegular)) {
    diagnostics_.reportFile(DiagCode::E3007, path.string(), "cannot read template file: not a regular file");
    return std::nullopt;
  }
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    diagnostics_.reportFile(DiagCode::E3007, path.string(), "cannot read template file");
    return std::nullopt;
  }
  std::optional<std::string> text = readBounded(fd, path.string(), diagnostics_);
  close(fd);
  if (!text) return std::nullopt;
  Document doc;
  doc.file = sources_.add(path.string(), std::move(*text));
  try {
    doc.root = YAML::Load(sources_.text(doc.file));
  } catch (const YAML::Exception& e) {
    error(DiagCode::E3002, at(doc.file, e.mark), "invalid YAML: " + e.msg);
    return std::nullopt;
  }
  if (!doc.root.IsMap()) {
    error(DiagCode::E3002, at(doc.file, doc.root.Mark()), "a template file must be a mapping");
    return std::nullopt;
  }
  return doc;
}

bool Loader::expectMap(FileId file, const YAML::Node& node, const std::string& what) {
  if (node.IsMap()) return true;
  error(DiagCode::E3004, at(file, node), what + " must be a mapping of fields");
  return false;
}

bool Loader::knownField(FileId file, const YAML::Node& key, const std::string& where,
                        std::initializer_list<std::string_view> fields) {
  std::string name = scalarOf(key);
  for (std::string_view f : fields) {
    if (f == name) return true;
  }
  std::string expected;
  for (std::string_view f : fields) expected += (expected.empty() ? "" : ", ") + std::string(f);
  error(DiagCode::E3003, at(file, key),
        "unknown field '" + name + "' in " + where + " (expected " + expected + ")" +
            didYouMean(name, std::vector<std::string_view>(fields)));
  return false;
}

constexpr double kLargestTemplateNumber = 10000;

std::optional<double> Loader::number(FileId file, const YAML::Node& node, const std::string& field, bool positive,
                                     bool allowZero) {
  double value = 0;
  if (!node.IsScalar() || !YAML::convert<double>::decode(node, value) || !std::isfinite(value)) {
    error(DiagCode::E3004, at(file, node), "'" + field + "' must be a number");
    return std::nullopt;
  }
  // Millimetres or points: a card is some 60 by 90 mm, so anything past ten
  // metres is a mistake, and would only make the layout work without end.
  if (std::fabs(value) > kLargestTemplateNumber) {
    error(DiagCode::E3004, at(file, node),
          "'" + field + "' must be at most " + std::to_string(static_cast<int>(kLargestTemplateNumber)) + ", not " +
              scalarOf(node));
    return std::nullopt;
  }
  if (positive && (value < 0 || (!allowZero && value == 0))) {
    error(DiagCode::E3004, at(file, node),
          "'" + field + "' must be " + (allowZero ? "zero or more" : "greater than zero") + ", not " +
              scalarOf(node));
    return std::nullopt;
  }
  return value;
}

std::optional<int> Loader::count(FileId file, const YAML::Node& node, const std::string& field) {
  int value = 0;
  if (!node.IsScalar() || !YAML::convert<int>::decode(node, value) || value < 1 || value > 20) {
    error(DiagCode::E3004, at(file, node), "'" + field + "' must be a whole number from 1 to 20");
    return std::nullopt;
  }
  return value;
}

std::optional<bool> Loader::flag(FileId file, const YAML::Node& node, const std::string& field) {
  bool value = false;
  if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value)) {
    error(DiagCode::E3004, at(file, node), "'" + field + "' must be true or false");
    return std::nullopt;
  }
  return value;
}

std::optional<std::string> Loader::word(FileId file, const YAML::Node& node, const std::string& field,
                                        std::initializer_list<std::string_view> allowed) {
  std::string value = scalarOf(node);
  for (std::string_view a : allowed) {
    if (a == value) return value;
  }
  std::string expected;
  for (std::string_view a : allowed) expected += (expected.empty() ? "" : ", ") + std::string(a);
  error(DiagCode::E3004, at(file, node),
        "'" + field + "' must be one of " + expected + didYouMean(value, std::vector<std::string_view>(allowed)));
  return std::nullopt;
}

std::optional<std::string> Loader::text(FileId file, const YAML::Node& node, const std::string& field) {
  if (node.IsScalar()) return node.Scalar();
  error(DiagCode::E3004, at(file, node), "'" + field + "' must be a string");
  return std::nullopt;
}

std::optional<Colour> Loader::colour(FileId file, const YAML::Node& node, const std::string& field) {
  std::string value = scalarOf(node);
  if (value == "deck") return Colour{0, 0, 0, 1, Tone::Deck};
  if (value == "deck-light") return Colour{0, 0, 0, 1, Tone::DeckLight};
  if (value == "deck-dark") return Colour{0, 0, 0, 1, Tone::DeckDark};
  auto hex = [&](std::size_t at) { return std::stoi(value.substr(at, 2), nullptr, 16) / 255.0; };
  bool digits = value.size() > 1 && value.find_first_not_of("0123456789abcdefABCDEF", 1) == std::string::npos;
  if (value.size() >= 7 && value[0] == '#' && digits && (value.size() == 7 || value.size() == 9)) {
    return Colour{hex(1), hex(3), hex(5), value.size() == 9 ? hex(7) : 1.0};
  }
  error(DiagCode::E3004, at(file, node), "'" + field + "' must be a colour written #rrggbb or #rrggbbaa, or deck, deck-light or deck-dark");
  return std::nullopt;
}

void Loader::readSheet(const Document& doc, SheetLayout& sheet) {
  YAML::Node node = doc.root["sheet"];
  for (auto it = doc.root.begin(); it != doc.root.end(); ++it) {
    knownField(doc.file, it->first, "sheet.yaml", {"sheet"});
  }
  if (!node || !expectMap(doc.file, node, "'sheet'")) return;
  sheet.range = at(doc.file, node.Mark());
  const FileId f = doc.file;
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string key = scalarOf(it->first);
    const YAML::Node v = it->second;  // a copy: the iterator hands out a temporary
    if (!knownField(f, it->first, "sheet",
                    {"paper", "card", "grid", "margin", "gap", "bleed", "safe_zone", "crop_marks"})) {
      continue;
    }
    if (key == "paper") {
      if (auto paper = word(f, v, key, {"a4", "letter"})) {
        sheet.paper = *paper;
        sheet.pageWidth = *paper == "a4" ? 210 : 215.9;
        sheet.pageHeight = *paper == "a4" ? 297 : 279.4;
      }
    } else if (key == "card" && expectMap(f, v, "'card'")) {
      for (auto c = v.begin(); c != v.end(); ++c) {
        std::string sub = scalarOf(c->first);
        if (!knownField(f, c->first, "card", {"width", "height"})) continue;
        if (auto n = number(f, c->second, sub, true, false)) (sub == "width" ? sheet.cardWidth : sheet.cardHeight) = *n;
      }
    } else if (key == "grid" && expectMap(f, v, "'grid'")) {
      for (auto g = v.begin(); g != v.end(); ++g) {
        std::string sub = scalarOf(g->first);
        if (!knownField(f, g->first, "grid", {"columns", "rows"})) continue;
        if (auto n = count(f, g->second, sub)) (sub == "columns" ? sheet.columns : sheet.rows) = *n;
      }
    } else if (key == "crop_marks" && expectMap(f, v, "'crop_marks'")) {
      for (auto m = v.begin(); m != v.end(); ++m) {
        std::string sub = scalarOf(m->first);
        if (!knownField(f, m->first, "crop_marks", {"show", "length", "offset", "weight"})) continue;
        if (sub == "show") {
          if (auto b = flag(f, m->second, sub)) sheet.cropMarks = *b;
        } else if (auto n = number(f, m->second, sub, true, sub == "offset")) {
          (sub == "length" ? sheet.cropLength : sub == "offset" ? sheet.cropOffset : sheet.cropWeight) = *n;
        }
      }
    } else if (key == "margin" || key == "gap" || key == "bleed" || key == "safe_zone") {
      if (auto n = number(f, v, key, true, true)) {
        (key == "margin" ? sheet.margin : key == "gap" ? sheet.gap : key == "bleed" ? sheet.bleed : sheet.safeZone) = *n;
      }
    }
  }
}

void Loader::collectLayouts(const Document& doc, std::size_t layer, RawLayouts& faces, RawLayouts& backs) {
  for (auto it = doc.root.begin(); it != doc.root.end(); ++it) {
    if (!knownField(doc.file, it->first, "faces.yaml", {"faces", "backs", "icons"})) continue;
    if (scalarOf(it->first) == "icons") continue;  // readIcons
    if (!expectMap(doc.file, it->second, "'" + scalarOf(it->first) + "'")) continue;
    RawLayouts& into = scalarOf(it->first) == "faces" ? faces : backs;
    for (auto l = it->second.begin(); l != it->second.end(); ++l) {
      if (!expectMap(doc.file, l->second, "layout '" + scalarOf(l->first) + "'")) continue;
      into[scalarOf(l->first)].push_back({l->second, doc.file, layer});
    }
  }
}

void Loader::checkContent(FileId file, const YAML::Node& node, const std::string& content) {
  // Substitute a sample for every placeholder, then let Pango judge the markup.
  std::string sample;
  for (std::size_t i = 0; i < content.size(); ++i) {
    if (content[i] != '{') {
      sample += content[i];
    } else if (i + 1 < content.size() && content[i + 1] == '{') {
      sample += '{';
      ++i;
    } else {
      std::size_t close = content.find('}', i);
      if (close == std::string::npos) {
        error(DiagCode::E3004, at(file, node), "'{' without a closing '}' in content (write '{{' for a brace)");
        return;
      }
      const std::string spec = content.substr(i + 1, close - i - 1);
      const std::size_t colon = spec.find(':');
      const std::string name = spec.substr(0, colon);
      const auto& names = placeholderNames();
      if (std::find(names.begin(), names.end(), name) == names.end()) {
        std::string expected;
        for (std::string_view n : names) expected += (expected.empty() ? "" : ", ") + std::string(n);
        error(DiagCode::E3004, at(file, node), "unknown placeholder '{" + name + "}' (expected " + expected + ")");
        return;
      }
      if (colon != std::string::npos && (!isCountPlaceholder(name) || colon + 1 == spec.size())) {
        error(DiagCode::E3004, at(file, node),
              "'{" + spec + "}': only a number placeholder counts a noun, as in '{treasures:Treasure}'");
        return;
      }
      sample += "x";
      i = close;
    }
  }
  std::string message;
  if (!FontContext::checkMarkup(sample, message)) {
    error(DiagCode::E3004, at(file, node), "content is not valid Pango markup: " + message);
  }
}

// `when: kind monster`, `when: tag Undead` or `when: deck treasure`.
std::optional<Condition> Loader::condition(FileId f, const YAML::Node& node) {
  const std::string written = scalarOf(node);
  const std::size_t space = written.find(' ');
  const std::string subject = written.substr(0, space);
  const std::string name = space == std::string::npos ? "" : written.substr(space + 1);
  static const std::vector<std::string_view> kSubjects{"kind", "tag", "deck"};
  if (std::find(kSubjects.begin(), kSubjects.end(), subject) == kSubjects.end() || name.empty() ||
      name.find(' ') != std::string::npos) {
    error(DiagCode::E3017, at(f, node),
          "'when' must be 'kind <kind>', 'tag <tag>' or 'deck <deck>', not '" + written + "'" +
              (name.empty() ? didYouMean(subject, kSubjects) : ""));
    return std::nullopt;
  }
  Condition c;
  c.subject = subject == "kind" ? Condition::Subject::Kind
              : subject == "tag" ? Condition::Subject::Tag
                                 : Condition::Subject::Deck;
  c.name = name;
  if (!namesChecked(f)) return c;
  const std::vector<std::string>& known = subject == "kind" ? names_.kinds
                                          : subject == "tag" ? names_.tags
                                                             : names_.decks;
  if (std::find(known.begin(), known.end(), name) == known.end()) {
    error(DiagCode::E3017, at(f, node), "'when' names " + subject + " '" + name + "', which this set does not have" +
                                            didYouMean(name, views(known)));
    return std::nullopt;
  }
  return c;
}

// A box's `styles:` list: each entry a `when:` and the fields it changes.
void Loader::applyStyles(FileId f, const YAML::Node& node, Box& box) {
  if (!node.IsSequence()) {
    error(DiagCode::E3004, at(f, node), "'styles' must be a list of looks, each with a 'when'");
    return;
  }
  for (const YAML::Node& entry : node) {
    if (!expectMap(f, entry, "a style")) continue;
    const YAML::Node when = entry["when"];
    if (!when) {
      error(DiagCode::E3017, at(f, entry.Mark()), "a style needs a 'when', such as 'when: tag Undead'");
      continue;
    }
    if (box.styles.size() == kMostStylesPerBox) {
      error(DiagCode::E3004, at(f, entry.Mark()),
            "box '" + box.name + "' has more than " + std::to_string(kMostStylesPerBox) + " styles, the most a box may have");
      return;
    }
    std::optional<Condition> chosen = condition(f, when);
    if (!chosen) continue;
    auto values = std::make_shared<Box>(box);
    values->styles.clear();
    BoxStyle style{*chosen, {}, nullptr};
    for (auto it = entry.begin(); it != entry.end(); ++it) {
      if (scalarOf(it->first) != "when") style.fields.push_back(scalarOf(it->first));
    }
    applyBox(f, entry, *values, true);
    style.values = std::move(values);
    box.styles.push_back(std::move(style));
  }
}

void Loader::applyBox(FileId f, const YAML::Node& node, Box& box, bool style) {
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string key = scalarOf(it->first);
    if (style && key == "when") continue;
    if (style && key == "styles") {
      error(DiagCode::E3004, at(f, it->first), "a style cannot hold styles of its own");
      continue;
    }
    if (style && (key == "image" || key == "if" || key == "unless")) {
      // Whether a box shows an image or text, and on which cards, is the box's own.
      error(DiagCode::E3004, at(f, it->first), "a style cannot change '" + key + "'; give the box's own");
      continue;
    }
    const YAML::Node v = it->second;  // a copy: the iterator hands out a temporary
    if (!knownField(f, it->first, "box '" + box.name + "'",
                    {"x", "y", "width", "height", "font", "size", "min_size", "weight", "style", "align",
                     "valign", "colour", "fill", "stroke", "stroke_width", "shape", "radius", "padding", "content",
                     "styles", "grows_into", "image", "if", "unless"})) {
      continue;
    }
    if (key == "x" || key == "y") {
      if (auto n = number(f, v, key, false, true)) (key == "x" ? box.x : box.y) = *n;
    } else if (key == "width" || key == "height") {
      // Zero draws a level or upright line; resolveAll asks the rest for both.
      if (auto n = number(f, v, key, true, true)) (key == "width" ? box.width : box.height) = *n;
    } else if (key == "size") {
      if (auto n = number(f, v, key, true, false)) box.size = *n;
    } else if (key == "min_size" || key == "stroke_width" || key == "padding" || key == "radius") {
      if (auto n = number(f, v, key, true, true)) {
        (key == "min_size"  ? box.minSize
         : key == "padding" ? box.padding
         : key == "radius"  ? box.radius
                            : box.strokeWidth) = *n;
      }
    } else if (key == "shape") {
      if (auto s = word(f, v, key, {"rectangle", "line"})) box.shape = *s == "line" ? BoxShape::Line : BoxShape::Rectangle;
    } else if (key == "styles") {
      applyStyles(f, v, box);
    } else if (key == "grows_into") {
      box.growsInto.clear();
      if (v.IsScalar()) {
        box.growsInto.push_back(v.Scalar());
      } else if (v.IsSequence()) {
        for (const YAML::Node& name : v) {
          if (auto n = text(f, name, key)) box.growsInto.push_back(*n);
        }
      } else {
        error(DiagCode::E3004, at(f, v), "'grows_into' must name a box or list boxes, nearest first");
      }
    } else if (key == "font") {
      if (auto family = text(f, v, key)) {
        if (fonts_.hasFamily(*family)) {
          box.font = *family;
        } else {
          error(DiagCode::E3005, at(f, v), "font '" + *family + "' is not installed (see fc-list : family)");
        }
      }
    } else if (key == "weight") {
      if (auto w = word(f, v, key, {"normal", "bold"})) box.bold = *w == "bold";
    } else if (key == "style") {
      if (auto s = word(f, v, key, {"normal", "italic"})) box.italic = *s == "italic";
    } else if (key == "align") {
      if (auto a = word(f, v, key, {"left", "center", "right", "justify"})) {
        box.align = *a == "left" ? HAlign::Left : *a == "center" ? HAlign::Center : *a == "right" ? HAlign::Right : HAlign::Justify;
      }
    } else if (key == "valign") {
      if (auto a = word(f, v, key, {"top", "middle", "bottom"})) {
        box.valign = *a == "top" ? VAlign::Top : *a == "middle" ? VAlign::Middle : VAlign::Bottom;
      }
    } else if (key == "colour") {
      if (auto c = colour(f, v, key)) box.colour = *c;
    } else if (key == "fill" || key == "stroke") {
      if (auto c = colour(f, v, key)) (key == "fill" ? box.fill : box.stroke) = *c;
    } else if (key == "content") {
      if (auto c = text(f, v, key)) {
        checkContent(f, v, *c);
        box.content = *c;
      }
    } else if (key == "image") {
      applyImage(f, v, box);
    } else if (key == "if" || key == "unless") {
      if (auto c = text(f, v, key)) {
        checkContent(f, v, *c);
        (key == "if" ? box.showIf : box.hideIf) = *c;
      }
    }
  }
}

// `image: {source: "{art}" | FILE, fit: cover | contain}`. A file is taken
// from the template's folder and checked as a card's art is (W3010-W3012);
// decoding it is left to the sheet writer.
void Loader::applyImage(FileId f, const YAML::Node& node, Box& box) {
  if (!expectMap(f, node, "'image'")) return;
  BoxImage image = box.image.value_or(BoxImage{});
  bool hasSource = box.image.has_value();
  for (auto it = node.begin(); it != node.end(); ++it) {
    const std::string key = scalarOf(it->first);
    const YAML::Node v = it->second;
    if (!knownField(f, it->first, "image of box '" + box.name + "'", {"source", "fit"})) continue;
    if (key == "fit") {
      if (auto fit = word(f, v, key, {"cover", "contain"})) image.fit = *fit == "cover" ? ImageFit::Cover : ImageFit::Contain;
      continue;
    }
    std::optional<std::string> source = text(f, v, key);
    if (!source) continue;
    image.range = at(f, v);
    if (*source == "{art}") {
      image.fromArt = true;
      image.iconOf.clear();
      image.file.clear();
      hasSource = true;
      continue;
    }
    if (source->rfind("{icon:", 0) == 0) {
      const std::string of = source->substr(6, source->size() - 7);
      if (source->back() != '}' || (of != "kind" && of != "slot" && of != "size" && of != "tag")) {
        error(DiagCode::E3004, image.range, "an icon source is {icon:kind}, {icon:slot}, {icon:size} or {icon:tag}");
        continue;
      }
      image.fromArt = false;
      image.iconOf = of;
      image.file.clear();
      hasSource = true;
      continue;
    }
    if (source->find('{') != std::string::npos) {
      error(DiagCode::E3004, image.range,
            "an image's source is \"{art}\", an {icon:...} or a file, not '" + *source + "'");
      continue;
    }
    image.fromArt = false;
    image.iconOf.clear();
    image.file = resolveBeside(sources_.path(f), *source);
    hasSource = true;
    reportImageFile(checkImageFile(image.file), image.file, image.range, diagnostics_);
  }
  if (!hasSource) {
    error(DiagCode::E3004, at(f, node), "the image of box '" + box.name + "' needs a source: \"{art}\" or a file");
    return;
  }
  box.image = image;
}

void Loader::readIcons(const Document& doc, std::map<std::string, Icon>& icons) {
  const YAML::Node node = doc.root["icons"];
  if (!node || !expectMap(doc.file, node, "'icons'")) return;
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::optional<std::string> file = text(doc.file, it->second, scalarOf(it->first));
    if (!file) continue;
    Icon icon{resolveBeside(sources_.path(doc.file), *file), at(doc.file, it->second)};
    reportImageFile(checkImageFile(icon.file), icon.file, icon.range, diagnostics_);
    icons[scalarOf(it->first)] = icon;
  }
}

// A face is laid out and drawn box by box on every card, and the drawing
// keeps every box: a PDF page's, an SVG's all (10,000 boxes on 20 cards made
// a 90 MB SVG and took 560 MB; work and memory grow with boxes times cards).
// Real faces have a dozen or two boxes.
constexpr std::size_t kMostBoxesPerLayout = 256;

bool Loader::applyLayout(FileId f, const YAML::Node& node, FaceLayout& layout) {
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string key = scalarOf(it->first);
    const YAML::Node v = it->second;  // a copy: the iterator hands out a temporary
    if (!knownField(f, it->first, "layout '" + layout.name + "'",
                    {"extends", "background", "frame", "frame_width", "frame_radius", "boxes"})) {
      continue;
    }
    if (key == "background") {
      if (auto c = colour(f, v, key)) layout.background = *c;
    } else if (key == "frame") {
      if (auto c = colour(f, v, key)) layout.frame = *c;
    } else if (key == "frame_width") {
      if (auto n = number(f, v, key, true, false)) layout.frameWidth = *n;
    } else if (key == "frame_radius") {
      if (auto n = number(f, v, key, true, true)) layout.frameRadius = *n;
    } else if (key == "boxes" && expectMap(f, v, "'boxes'")) {
      for (auto b = v.begin(); b != v.end(); ++b) {
        std::string name = scalarOf(b->first);
        auto existing = std::find_if(layout.boxes.begin(), layout.boxes.end(),
                                     [&](const Box& box) { return box.name == name; });
        // `name: ~` drops a box the base layout has.
        if (b->second.IsNull()) {
          if (existing != layout.boxes.end()) layout.boxes.erase(existing);
          continue;
        }
        if (!expectMap(f, b->second, "box '" + name + "'")) continue;
        if (existing == layout.boxes.end() && !acceptsNewBox(f, b->first, b->second, layout)) continue;
        if (existing == layout.boxes.end()) {
          if (layout.boxes.size() == kMostBoxesPerLayout) {
            error(DiagCode::E3004, at(f, b->first),
                  "layout '" + layout.name + "' has more than " + std::to_string(kMostBoxesPerLayout) +
                      " boxes, the most a face or back may have");
            return false;
          }
          layout.boxes.push_back(Box{});
          existing = std::prev(layout.boxes.end());
          existing->name = name;
        }
        existing->range = at(f, b->first);
        applyBox(f, b->second, *existing);
      }
    }
  }
  return true;
}

// A layout that builds on another and names a box its base lacks, without
// the width and height a new box needs, meant to change one it has.
bool Loader::acceptsNewBox(FileId f, const YAML::Node& key, const YAML::Node& node, const FaceLayout& layout) {
  if (layout.boxes.empty() || (node["width"] && node["height"])) return true;
  std::vector<std::string_view> names;
  for (const Box& box : layout.boxes) names.push_back(box.name);
  const std::string name = scalarOf(key);
  error(DiagCode::E3016, at(f, key),
        "layout '" + layout.name + "' has no box '" + name + "' to change (a new box needs a width and a height)" +
            didYouMean(name, names));
  return false;
}

std::optional<FaceLayout> Loader::resolve(const RawLayouts& raw, const std::string& name, std::size_t belowLayer,
                                          std::vector<std::string>& chain) {
  auto found = raw.find(name);
  const RawLayout* chosen = nullptr;
  if (found != raw.end()) {
    for (const RawLayout& candidate : found->second) {
      if (candidate.layer < belowLayer) chosen = &candidate;
    }
  }
  if (!chosen) return std::nullopt;
  std::string step = name + "@" + std::to_string(chosen->layer);
  if (std::find(chain.begin(), chain.end(), step) != chain.end()) {
    error(DiagCode::E3006, at(chosen->file, chosen->node.Mark()), "layout '" + name + "' extends itself");
    return std::nullopt;
  }
  chain.push_back(step);
  FaceLayout layout;
  if (YAML::Node base = chosen->node["extends"]) {
    std::string baseName = scalarOf(base);
    std::size_t limit = baseName == name ? chosen->layer : SIZE_MAX;
    auto exists = raw.find(baseName);
    bool known = exists != raw.end() && std::any_of(exists->second.begin(), exists->second.end(),
                                                     [&](const RawLayout& r) { return r.layer < limit; });
    if (!known) {
      error(DiagCode::E3006, at(chosen->file, base), "layout '" + name + "' extends unknown layout '" + baseName + "'");
    }
    std::optional<FaceLayout> resolved = known ? resolve(raw, baseName, limit, chain) : std::nullopt;
    if (!resolved) {
      chain.pop_back();
      return std::nullopt;
    }
    layout = *resolved;
  }
  layout.name = name;
  layout.range = at(chosen->file, chosen->node.Mark());
  const bool withinLimits = applyLayout(chosen->file, chosen->node, layout);
  chain.pop_back();
  // Layouts extending one with too many boxes are left out with it, so that
  // its error is reported once, where the boxes were added.
  if (!withinLimits) return std::nullopt;
  return layout;
}

std::map<std::string, FaceLayout> Loader::resolveAll(const RawLayouts& raw) {
  std::map<std::string, FaceLayout> resolved;
  for (const auto& [name, versions] : raw) {
    std::vector<std::string> chain;
    if (std::optional<FaceLayout> layout = resolve(raw, name, SIZE_MAX, chain)) {
      std::vector<std::string_view> boxNames;
      for (const Box& box : layout->boxes) boxNames.push_back(box.name);
      for (const Box& box : layout->boxes) {
        for (const std::string& neighbour : box.growsInto) {
          if (std::find(boxNames.begin(), boxNames.end(), neighbour) != boxNames.end()) continue;
          error(DiagCode::E3016, box.range,
                "box '" + box.name + "' of layout '" + name + "' grows into '" + neighbour +
                    "', a box the layout does not have" + didYouMean(neighbour, boxNames));
        }
        const bool sized = box.shape == BoxShape::Line ? box.width > 0 || box.height > 0 : box.width > 0 && box.height > 0;
        if (!sized) {
          error(DiagCode::E3004, box.range,
                "box '" + box.name + "' of layout '" + name + "' needs a width and a height" +
                    (box.shape == BoxShape::Line ? " (one of them may be 0)" : ""));
        }
        if (box.image && !box.content.empty()) {
          error(DiagCode::E3004, box.range,
                "box '" + box.name + "' of layout '" + name + "' has both an image and content; give the text a box of its own");
        }
      }
      resolved.emplace(name, std::move(*layout));
    }
  }
  return resolved;
}

// How far a box's text area (inside its padding) reaches past the safe
// zone, the margin inside the cut line that trimming may not touch; 0 when
// it stays inside.
double pastSafeZone(const Box& box, const SheetLayout& sheet) {
  double left = box.x + box.padding, top = box.y + box.padding;
  double right = box.x + box.width - box.padding, bottom = box.y + box.height - box.padding;
  return std::max({0.0, sheet.safeZone - left, sheet.safeZone - top, right - (sheet.cardWidth - sheet.safeZone),
                   bottom - (sheet.cardHeight - sheet.safeZone)});
}

// Boxes without text (a colour band, a frame) may run to the bleed on purpose.
// A box inherited by several layouts is reported once, at its definition.
void warnOutsideSafeZone(const std::map<std::string, FaceLayout>& layouts, const SheetLayout& sheet,
                         DiagnosticEngine& diagnostics) {
  for (const auto& [name, layout] : layouts) {
    for (const Box& box : layout.boxes) {
      double past = pastSafeZone(box, sheet);
      if (box.content.empty() || past < 0.05) continue;
      char amount[64];
      std::snprintf(amount, sizeof amount, "%.1f mm past the %.1f mm safe zone", past, sheet.safeZone);
      diagnostics.report(DiagCode::W3009, box.range,
                         "the text of box '" + box.name + "' reaches " + amount + ", so trimming may cut it");
    }
  }
}

// A face layout is named after a kind, a shape or a deck, a back layout after
// a deck; any layout may also be a base that others extend. Anything else
// would never be used, most likely a misspelling (`mosnter:`).
void Loader::checkLayoutNames(const RawLayouts& raw, const std::string& fallback, bool faces) {
  if (!names_.checked) return;
  std::vector<std::string> known{fallback};
  if (faces) known.insert(known.end(), names_.kinds.begin(), names_.kinds.end());
  known.insert(known.end(), names_.decks.begin(), names_.decks.end());
  for (const auto& [name, versions] : raw) {
    for (const RawLayout& version : versions) {
      if (YAML::Node base = version.node["extends"]) known.push_back(scalarOf(base));
    }
  }
  for (const auto& [name, versions] : raw) {
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    for (const RawLayout& version : versions) {
      if (!namesChecked(version.file)) continue;
      YAML::Node root = YAML::Load(sources_.text(version.file));  // for the key's own position
      SourceRange where = at(version.file, version.node.Mark());
      for (auto it = root[faces ? "faces" : "backs"].begin(); it != root[faces ? "faces" : "backs"].end(); ++it) {
        if (scalarOf(it->first) == name) where = at(version.file, it->first);
      }
      error(DiagCode::E3015, where,
            std::string(faces ? "face" : "back") + " layout '" + name + "' is named after no " +
                (faces ? "kind, shape or deck" : "deck") + " of this set, nor extended by another layout" +
                didYouMean(name, views(known)));
    }
  }
}

// Each icon box carries the icons it picks from, so that painting needs no
// more than the box.
void giveIcons(std::map<std::string, FaceLayout>& layouts, const std::map<std::string, Icon>& icons) {
  for (auto& [name, layout] : layouts) {
    for (Box& box : layout.boxes) {
      if (box.image && !box.image->iconOf.empty()) box.image->icons = icons;
    }
  }
}

std::vector<fs::path> layerDirectories(const TemplateSources& where) {
  std::vector<fs::path> layers{fs::path(where.builtinDir) / "default"};
  if (!where.setId.empty() && fs::is_directory(fs::path(where.builtinDir) / where.setId)) {
    layers.push_back(fs::path(where.builtinDir) / where.setId);
  }
  if (where.userDir.empty()) return layers;
  // A user's folder may be laid out like templates/ or hold the files directly.
  fs::path user(where.userDir);
  std::size_t before = layers.size();
  if (fs::is_directory(user / "default")) layers.push_back(user / "default");
  if (!where.setId.empty() && fs::is_directory(user / where.setId)) layers.push_back(user / where.setId);
  if (layers.size() == before) layers.push_back(user);
  return layers;
}

}  // namespace

std::string defaultTemplateDir() { return shippedDataFolder("templates"); }

TemplateNames templateNamesOf(const model::Model& model) {
  TemplateNames names;
  names.checked = true;
  for (const model::Kind& kind : model.kinds) {
    names.kinds.push_back(kind.name);
    names.kinds.push_back(kind.canonical);
  }
  std::size_t shapes = 0;
  const std::string_view* shape = munchkin::allSpellings<munchkin::Shape>(shapes);
  names.kinds.insert(names.kinds.end(), shape, shape + shapes);
  for (const model::Named& tag : model.tags) names.tags.push_back(tag.name);
  for (const model::Named& deck : model.decks) names.decks.push_back(deck.name);
  for (std::vector<std::string>* list : {&names.kinds, &names.tags, &names.decks}) {
    std::sort(list->begin(), list->end());
    list->erase(std::unique(list->begin(), list->end()), list->end());
  }
  return names;
}

std::optional<TemplateSet> loadTemplates(const TemplateSources& where, FontContext& fonts, SourceManager& sources,
                                         DiagnosticEngine& diagnostics) {
  std::size_t errorsBefore = diagnostics.errorCount();
  Loader loader(fonts, sources, diagnostics, where.names);
  if (!where.userDir.empty() && !fs::is_directory(where.userDir)) {
    diagnostics.reportFile(DiagCode::E3007, where.userDir, "template directory does not exist");
    return std::nullopt;
  }
  // --template layers over the shipped defaults, so they are needed either way.
  if (where.builtinDir.empty()) {
    diagnostics.reportFile(DiagCode::E3007, "munchkinc",
                           "the shipped card templates are missing (looked for " +
                               shippedDataSearchDescription("templates") + "); reinstall munchkinc");
    return std::nullopt;
  }
  std::vector<fs::path> layers = layerDirectories(where);
  if (!fs::is_regular_file(layers.front() / "faces.yaml")) {
    diagnostics.reportFile(DiagCode::E3007, (layers.front() / "faces.yaml").string(),
                           "the default card layouts are missing");
    return std::nullopt;
  }

  TemplateSet set;
  RawLayouts faces, backs;
  for (std::size_t layer = 0; layer < layers.size(); ++layer) {
    fs::path sheetFile = layers[layer] / "sheet.yaml";
    if (fs::is_regular_file(sheetFile)) {
      if (auto doc = loader.read(sheetFile)) loader.readSheet(*doc, set.sheet);
    }
    fs::path faceFile = layers[layer] / "faces.yaml";
    if (fs::is_regular_file(faceFile)) {
      if (auto doc = loader.read(faceFile)) {
        if (layer == 0) loader.servesEverySet(doc->file);
        loader.collectLayouts(*doc, layer, faces, backs);
        loader.readIcons(*doc, set.icons);
      }
    }
  }
  loader.checkLayoutNames(faces, "card", true);
  loader.checkLayoutNames(backs, "default", false);
  set.faces = loader.resolveAll(faces);
  set.backs = loader.resolveAll(backs);
  giveIcons(set.faces, set.icons);
  giveIcons(set.backs, set.icons);
  warnOutsideSafeZone(set.faces, set.sheet, diagnostics);
  warnOutsideSafeZone(set.backs, set.sheet, diagnostics);
  // Asked of the layouts as written: one that failed to resolve has had its error.
  if (faces.find("card") == faces.end()) {
    diagnostics.reportFile(DiagCode::E3007, (layers.front() / "faces.yaml").string(),
                           "no face layout named 'card' to fall back on");
  }
  if (backs.find("default") == backs.end()) {
    diagnostics.reportFile(DiagCode::E3007, (layers.front() / "faces.yaml").string(),
                           "no back layout named 'default' to fall back on");
  }
  if (!SheetGeometry(set.sheet).fits()) {
    std::ostringstream message;
    message << "a " << set.sheet.columns << " x " << set.sheet.rows << " grid of " << set.sheet.cardWidth << " x "
            << set.sheet.cardHeight << " mm cards with " << set.sheet.bleed << " mm bleed does not fit on "
            << set.sheet.paper << " paper inside " << set.sheet.margin << " mm margins";
    if (set.sheet.range.valid()) {
      diagnostics.report(DiagCode::E3004, set.sheet.range, message.str());
    } else {
      diagnostics.reportFile(DiagCode::E3004, (layers.front() / "sheet.yaml").string(), message.str());
    }
  }
  if (diagnostics.errorCount() > errorsBefore) return std::nullopt;
  return set;
}

}  // namespace munchkinc::sheets
