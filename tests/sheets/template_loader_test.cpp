#include "backend/sheets/template_loader.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "sheet_fixtures.h"

using namespace munchkinc;
using namespace munchkinc::sheets;
namespace fs = std::filesystem;

namespace {

struct Loaded {
  SourceManager sources;
  DiagnosticEngine diagnostics;
  std::optional<TemplateSet> templates;

  // "line:column: message" of each diagnostic, the way a user reads it.
  std::vector<std::string> rendered() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : diagnostics.all()) {
      std::string where = d.path;
      if (d.range.valid()) {
        LineColumn lc = sources.lineColumn(d.range.file, d.range.begin);
        where = fs::path(sources.path(d.range.file)).filename().string() + ":" + std::to_string(lc.line) + ":" +
                std::to_string(lc.column);
      }
      out.push_back(where + ": " + std::string(codeName(d.code)) + " " + d.message);
    }
    return out;
  }
};

std::unique_ptr<Loaded> load(const std::string& userDir, const std::string& setId = "testset",
                             const std::string& builtin = MUNCHKIN_TEMPLATE_DIR) {
  auto loaded = std::make_unique<Loaded>();
  FontContext fonts;
  loaded->templates = loadTemplates({builtin, userDir, setId, {}}, fonts, loaded->sources, loaded->diagnostics);
  return loaded;
}

std::string userTemplates(const std::string& name, const std::string& faces, const std::string& sheet = "") {
  fs::path dir = sheets_test::tempPath(name);
  fs::create_directories(dir);
  if (!faces.empty()) std::ofstream(dir / "faces.yaml") << faces;
  if (!sheet.empty()) std::ofstream(dir / "sheet.yaml") << sheet;
  return dir.string();
}

bool contains(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& line : lines) {
    if (line.find(text) != std::string::npos) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("the shipped templates load cleanly and cover every card", "[sheets][templates]") {
  auto loaded = load("");
  INFO(Catch::Detail::stringify(loaded->rendered()));
  REQUIRE(loaded->templates);
  CHECK(loaded->diagnostics.all().empty());
  SourceManager sources;
  model::Model model = sheets_test::smallSet(sources);
  const TemplateSet& t = *loaded->templates;
  CHECK(t.faceFor(model.cards[0])->name == "monster");  // by kind
  CHECK(t.faceFor(model.cards[2])->name == "curse");    // every shape has a face of its own
  CHECK(t.faceFor(model.cards[4])->name == "item");
  model::Card power = model.cards[2];
  power.kind = power.canonicalKind = "power";
  power.shape = munchkin::Shape::Power;
  CHECK(t.faceFor(power)->name == "door");  // a shape without one falls back on its deck
  CHECK(t.backFor("treasure")->name == "treasure");
  CHECK(t.backFor("seal")->name == "default");
  // `extends` carries boxes down the chain: monster -> door -> card.
  const FaceLayout* monster = t.faceFor(model.cards[0]);
  auto has = [&](const std::string& box) {
    return std::any_of(monster->boxes.begin(), monster->boxes.end(), [&](const Box& b) { return b.name == box; });
  };
  CHECK(has("name"));
  CHECK(has("bad_stuff"));
  CHECK(t.sheet.bleed == 3);
  CHECK(t.sheet.columns == 3);
}

TEST_CASE("template mistakes are reported at their line and column", "[sheets][templates]") {
  std::string dir = userTemplates("mistakes",
                                  "faces:\n"                 // 1
                                  "  monster:\n"             // 2
                                  "    extends: monster\n"   // 3
                                  "    boxes:\n"             // 4
                                  "      name:\n"            // 5
                                  "        colr: \"#000000\"\n"  // 6: unknown field
                                  "      badge:\n"           // 7
                                  "        width: -4\n"      // 8: negative width
                                  "      rules_text:\n"      // 9
                                  "        font: Comic Sanz\n"  // 10: missing font
                                  "        content: \"{txet}\"\n"  // 11: unknown placeholder
                                  "      flavor:\n"          // 12
                                  "        content: \"{name:Card}\"\n");  // 13: a name counts nothing
  auto loaded = load(dir);
  std::vector<std::string> seen = loaded->rendered();
  INFO(Catch::Detail::stringify(seen));
  CHECK_FALSE(loaded->templates);
  CHECK(contains(seen, "faces.yaml:6:9: E3003 unknown field 'colr' in box 'name'"));
  CHECK(contains(seen, "faces.yaml:8:16: E3004 'width' must be zero or more, not -4"));
  CHECK(contains(seen, "faces.yaml:10:15: E3005 font 'Comic Sanz' is not installed"));
  CHECK(contains(seen, "faces.yaml:11:18: E3004 unknown placeholder '{txet}'"));
  CHECK(contains(seen, "faces.yaml:13:18: E3004 '{name:Card}': only a number placeholder counts a noun"));
}

TEST_CASE("NaN, infinity and absurd sizes are refused at their line", "[sheets][templates]") {
  std::string dir = userTemplates("absurd",
                                  "faces:\n"                  // 1
                                  "  monster:\n"              // 2
                                  "    extends: monster\n"    // 3
                                  "    boxes:\n"              // 4
                                  "      name:\n"             // 5
                                  "        size: .nan\n"      // 6
                                  "      badge:\n"            // 7
                                  "        width: .inf\n"     // 8
                                  "      rules_text:\n"       // 9
                                  "        size: 100000\n"    // 10: the size that hung the text fitting
                                  "      flavor:\n"           // 11
                                  "        x: -1e300\n");     // 12
  auto loaded = load(dir);
  std::vector<std::string> seen = loaded->rendered();
  INFO(Catch::Detail::stringify(seen));
  CHECK_FALSE(loaded->templates);
  CHECK(contains(seen, "faces.yaml:6:15: E3004 'size' must be a number"));
  CHECK(contains(seen, "faces.yaml:8:16: E3004 'width' must be a number"));
  CHECK(contains(seen, "faces.yaml:10:15: E3004 'size' must be at most 10000, not 100000"));
  CHECK(contains(seen, "faces.yaml:12:12: E3004 'x' must be at most 10000, not -1e300"));
}

TEST_CASE("a layout may have at most 256 boxes, inherited ones included", "[sheets][templates]") {
  auto boxes = [](int from, int to) {
    std::string yaml;
    for (int i = from; i < to; ++i) yaml += "      b" + std::to_string(i) + ": {x: 5, y: 5, width: 9, height: 9}\n";
    return yaml;
  };
  SECTION("256 boxes are drawn") {
    auto loaded = load(userTemplates("most_boxes", "faces:\n  grid:\n    boxes:\n" + boxes(0, 256)));
    REQUIRE(loaded->templates);
    CHECK(loaded->templates->faces.at("grid").boxes.size() == 256);
  }
  SECTION("the 257th is refused at its line, once, and layouts extending it add no error") {
    auto loaded = load(userTemplates("too_many_boxes", "faces:\n"                      // 1
                                                       "  card:\n"                     // 2
                                                       "    extends: card\n"           // 3
                                                       "    boxes:\n" +                // 4
                                                           boxes(0, 10000)));
    std::vector<std::string> seen = loaded->rendered();
    INFO(Catch::Detail::stringify(seen));
    CHECK_FALSE(loaded->templates);
    const std::size_t inherited = load("")->templates->faces.at("card").boxes.size();
    REQUIRE(seen.size() == 1);
    CHECK(seen.front() == "faces.yaml:" + std::to_string(5 + 256 - inherited) +
                              ":7: E3004 layout 'card' has more than 256 boxes, the most a face or back may have");
  }
}

TEST_CASE("text placed outside the safe zone is a W3009 warning at the box's line", "[sheets][templates]") {
  auto loaded = load(SHEETS_FIXTURE_DIR "/outside_safe_zone");
  REQUIRE(loaded->templates);  // a warning: the sheets still print
  // Every layout inherits the moved box from `card`; it is reported once.
  CHECK(loaded->rendered() ==
        std::vector<std::string>{"faces.yaml:6:7: W3009 the text of box 'footer_set' reaches 2.6 mm past the 3.0 mm "
                                 "safe zone, so trimming may cut it"});
  CHECK(loaded->diagnostics.all().front().severity == Severity::Warning);
}

TEST_CASE("broken YAML, unknown bases and bad sheets are errors too", "[sheets][templates]") {
  SECTION("syntax") {
    auto loaded = load(userTemplates("syntax", "faces:\n  monster: [\n    background: \"#fff\"\n"));
    CHECK_FALSE(loaded->templates);
    REQUIRE(!loaded->rendered().empty());
    CHECK(contains(loaded->rendered(), "faces.yaml:"));
    CHECK(contains(loaded->rendered(), "E3002 invalid YAML"));
  }
  SECTION("unknown base") {
    auto loaded = load(userTemplates("base", "faces:\n  monster:\n    extends: mosnter\n"));
    CHECK_FALSE(loaded->templates);
    CHECK(contains(loaded->rendered(), "faces.yaml:3:14: E3006 layout 'monster' extends unknown layout 'mosnter'"));
  }
  SECTION("grid too large") {
    auto loaded = load(userTemplates("grid", "", "sheet:\n  paper: letter\n  grid:\n    rows: 4\n"));
    CHECK_FALSE(loaded->templates);
    CHECK(contains(loaded->rendered(), "sheet.yaml:2:3: E3004 a 3 x 4 grid"));
  }
  SECTION("bad colour and alignment") {
    auto loaded = load(userTemplates("values", "faces:\n  card:\n    background: red\n    boxes:\n      name:\n"
                                               "        align: middle\n"));
    CHECK(contains(loaded->rendered(), "faces.yaml:3:17: E3004 'background' must be a colour"));
    CHECK(contains(loaded->rendered(), "faces.yaml:6:16: E3004 'align' must be one of left, center, right, justify"));
  }
  SECTION("missing template folder") {
    auto loaded = load(sheets_test::tempPath("does-not-exist"));
    CHECK_FALSE(loaded->templates);
    CHECK(contains(loaded->rendered(), "E3007 template directory does not exist"));
  }
  SECTION("no shipped templates: a --template folder layers over them, so it needs them") {
    auto loaded = load(userTemplates("alone", "", "sheet:\n  paper: letter\n"), "testset", "");
    CHECK_FALSE(loaded->templates);
    CHECK(contains(loaded->rendered(), "munchkinc: E3007 the shipped card templates are missing (looked for "
                                       "share/munchkin/templates at or above "));
  }
}

TEST_CASE("the shipped templates are found beside the running binary", "[sheets][templates]") {
  // A build tree has share/munchkin/templates linked to the source tree, as
  // an installed prefix has it beside bin/.
  REQUIRE_FALSE(defaultTemplateDir().empty());
  CHECK(fs::equivalent(defaultTemplateDir(), MUNCHKIN_TEMPLATE_DIR));
}

TEST_CASE("a set's own templates override the defaults layer by layer", "[sheets][templates]") {
  fs::path builtin = sheets_test::tempPath("builtin");
  fs::create_directories(builtin / "testset");
  fs::copy(fs::path(MUNCHKIN_TEMPLATE_DIR) / "default", builtin / "default", fs::copy_options::overwrite_existing | fs::copy_options::recursive);
  std::ofstream(builtin / "testset" / "faces.yaml") << "faces:\n  monster:\n    extends: monster\n"
                                                       "    background: \"#102030\"\n";
  std::ofstream(builtin / "testset" / "sheet.yaml") << "sheet:\n  paper: letter\n";

  auto forSet = load("", "testset", builtin.string());
  INFO(Catch::Detail::stringify(forSet->rendered()));
  REQUIRE(forSet->templates);
  const FaceLayout& monster = forSet->templates->faces.at("monster");
  CHECK(monster.background.red == Catch::Detail::Approx(0x10 / 255.0));
  CHECK(monster.boxes.size() == forSet->templates->faces.at("door").boxes.size() + 4);  // its own boxes kept
  CHECK(forSet->templates->sheet.paper == "letter");
  CHECK(forSet->templates->sheet.cardWidth == 63.5);  // untouched fields keep the default

  auto otherSet = load("", "otherset", builtin.string());
  REQUIRE(otherSet->templates);
  CHECK(otherSet->templates->sheet.paper == "a4");
}

TEST_CASE("misspelt layout, box, field and when names are errors with a did-you-mean", "[sheets][templates]") {
  std::string dir = userTemplates("misspelt",
                                  "faces:\n"                        // 1
                                  "  mosnter:\n"                    // 2: no such kind
                                  "    extends: monster\n"          // 3
                                  "  monster:\n"                    // 4
                                  "    extends: monster\n"          // 5
                                  "    boxes:\n"                    // 6
                                  "      bad_stuf:\n"               // 7: no such box
                                  "        size: 6\n"               // 8
                                  "      name:\n"                   // 9
                                  "        radius: 2\n"             // 10
                                  "        styles:\n"               // 11
                                  "          - when: tag Undaed\n"  // 12: no such tag
                                  "            fill: \"#304030\"\n"  // 13
                                  "          - when: kin monster\n"  // 14: no such subject
                                  "            fill: deck\n"        // 15
                                  "      rules_text:\n"             // 16
                                  "        grows_into: [flavour]\n"  // 17: no such box
                                  "        valgin: top\n");         // 18: no such field
  auto loaded = std::make_unique<Loaded>();
  FontContext fonts;
  TemplateNames names;
  names.checked = true;
  names.kinds = {"monster", "curse"};
  names.tags = {"Undead"};
  names.decks = {"door", "treasure"};
  loaded->templates = loadTemplates({MUNCHKIN_TEMPLATE_DIR, dir, "testset", names}, fonts, loaded->sources,
                                    loaded->diagnostics);
  std::vector<std::string> seen = loaded->rendered();
  INFO(Catch::Detail::stringify(seen));
  CHECK_FALSE(loaded->templates);
  CHECK(contains(seen, "faces.yaml:2:3: E3015 face layout 'mosnter' is named after no kind, shape or deck of this "
                       "set, nor extended by another layout; did you mean 'monster'?"));
  CHECK(contains(seen, "faces.yaml:7:7: E3016 layout 'monster' has no box 'bad_stuf' to change (a new box needs a "
                       "width and a height); did you mean 'bad_stuff'?"));
  CHECK(contains(seen, "faces.yaml:12:19: E3017 'when' names tag 'Undaed', which this set does not have; did you "
                       "mean 'Undead'?"));
  CHECK(contains(seen, "faces.yaml:14:19: E3017 'when' must be 'kind <kind>', 'tag <tag>' or 'deck <deck>', not "
                       "'kin monster'"));
  CHECK(contains(seen, "E3016 box 'rules_text' of layout 'monster' grows into 'flavour', a box the layout does not "
                       "have; did you mean 'flavor'?"));
  CHECK(contains(seen, "faces.yaml:18:9: E3003 unknown field 'valgin' in box 'rules_text'"));
  CHECK(contains(seen, "did you mean 'valign'?"));
  // The shipped defaults name kinds and decks of other sets without complaint.
  CHECK_FALSE(contains(seen, "'treasure'"));
  CHECK_FALSE(contains(seen, "'seal'"));
}

TEST_CASE("a style cannot change what a box shows or on which cards", "[sheets][templates][art]") {
  std::string dir = userTemplates("style-image",
                                  "faces:\n"                                   // 1
                                  "  monster:\n"                               // 2
                                  "    extends: monster\n"                     // 3
                                  "    boxes:\n"                               // 4
                                  "      art:\n"                               // 5
                                  "        styles:\n"                          // 6
                                  "          - when: kind monster\n"           // 7
                                  "            image: {source: \"{icon:kind}\"}\n"  // 8
                                  "            unless: \"{art}\"\n"            // 9
                                  "            radius: 3\n");                  // 10: allowed
  auto loaded = load(dir);
  std::vector<std::string> seen = loaded->rendered();
  INFO(Catch::Detail::stringify(seen));
  CHECK_FALSE(loaded->templates);
  CHECK(contains(seen, "faces.yaml:8:13: E3004 a style cannot change 'image'; give the box's own"));
  CHECK(contains(seen, "faces.yaml:9:13: E3004 a style cannot change 'unless'; give the box's own"));
  CHECK_FALSE(contains(seen, "radius"));
}

TEST_CASE("shapes, deck tones and styles load into their boxes", "[sheets][templates]") {
  std::string dir = userTemplates("shapes",
                                  "faces:\n"
                                  "  card:\n"
                                  "    extends: card\n"
                                  "    frame_radius: 4\n"
                                  "    boxes:\n"
                                  "      underline:\n"
                                  "        shape: line\n"
                                  "        x: 5\n"
                                  "        y: 20\n"
                                  "        width: 50\n"
                                  "        height: 0\n"
                                  "        stroke: deck-dark\n"
                                  "        content: \"\"\n"
                                  "      name:\n"
                                  "        radius: 2.5\n"
                                  "        styles:\n"
                                  "          - when: tag Undead\n"
                                  "            fill: \"#304030\"\n"
                                  "            size: 12\n"
                                  "        grows_into: kind\n");
  auto loaded = load(dir);
  INFO(Catch::Detail::stringify(loaded->rendered()));
  REQUIRE(loaded->templates);
  const FaceLayout& card = loaded->templates->faces.at("card");
  CHECK(card.frameRadius == 4);
  auto box = [&](const std::string& name) -> const Box& {
    return *std::find_if(card.boxes.begin(), card.boxes.end(), [&](const Box& b) { return b.name == name; });
  };
  CHECK(box("underline").shape == BoxShape::Line);
  CHECK(box("underline").stroke->tone == Tone::DeckDark);
  CHECK(box("name").radius == 2.5);
  CHECK(box("name").growsInto == std::vector<std::string>{"kind"});
  REQUIRE(box("name").styles.size() == 1);
  const BoxStyle& undead = box("name").styles[0];
  CHECK(undead.when.subject == Condition::Subject::Tag);
  CHECK(undead.when.name == "Undead");
  CHECK(undead.fields == std::vector<std::string>{"fill", "size"});
  CHECK(undead.values->size == 12);
  // A box with no height is only a line's business.
  std::string flat = userTemplates("flat", "faces:\n  card:\n    extends: card\n    boxes:\n      slab:\n"
                                           "        x: 5\n        y: 20\n        width: 50\n        height: 0\n");
  auto refused = load(flat);
  CHECK(contains(refused->rendered(), "E3004 box 'slab' of layout 'card' needs a width and a height"));
}

TEST_CASE("image boxes: mistakes at their line, a missing file a W3010 there", "[sheets][templates][art]") {
  std::string dir = userTemplates("image-mistakes",
                                  "faces:\n"                              // 1
                                  "  monster:\n"                          // 2
                                  "    extends: monster\n"                // 3
                                  "    boxes:\n"                          // 4
                                  "      logo:\n"                         // 5
                                  "        x: 5\n"                        // 6
                                  "        y: 5\n"                        // 7
                                  "        width: 5\n"                    // 8
                                  "        height: 5\n"                   // 9
                                  "        image:\n"                      // 10
                                  "          source: \"logo.png\"\n"      // 11: no such file
                                  "          fit: stretch\n"              // 12: not a fit
                                  "      art_frame:\n"                    // 13
                                  "        image:\n"                      // 14
                                  "          source: \"{name}.png\"\n"    // 15: only {art}
                                  "          colour: \"#000000\"\n"       // 16: unknown field
                                  "      flavor:\n"                       // 17
                                  "        image: {fit: contain}\n"       // 18: no source
                                  "      art:\n"                          // 19
                                  "        content: \"{name}\"\n"         // 20: text and image in one box
                                  "      rules_text:\n"                   // 21
                                  "        if: \"{artt}\"\n"              // 22: unknown placeholder
                                  "      badge:\n"                        // 23
                                  "        image: {source: \"{icon:colour}\"}\n"  // 24: no such icon source
                                  "icons:\n"                              // 25
                                  "  Undead: skull.svg\n");               // 26: no such file
  auto loaded = load(dir);
  std::vector<std::string> seen = loaded->rendered();
  INFO(Catch::Detail::stringify(seen));
  CHECK_FALSE(loaded->templates);
  CHECK(contains(seen, "faces.yaml:11:19: W3010 image '" + (fs::path(dir) / "logo.png").string() + "' not found"));
  CHECK(contains(seen, "faces.yaml:12:16: E3004 'fit' must be one of cover, contain"));
  CHECK(contains(seen, "faces.yaml:15:19: E3004 an image's source is \"{art}\", an {icon:...} or a file, not '{name}.png'"));
  CHECK(contains(seen, "faces.yaml:16:11: E3003 unknown field 'colour' in image of box 'art_frame'"));
  CHECK(contains(seen, "faces.yaml:18:16: E3004 the image of box 'flavor' needs a source"));
  CHECK(contains(seen, "faces.yaml:19:7: E3004 box 'art' of layout 'monster' has both an image and content"));
  CHECK(contains(seen, "faces.yaml:22:13: E3004 unknown placeholder '{artt}'"));
  CHECK(contains(seen, "faces.yaml:24:25: E3004 an icon source is {icon:kind}, {icon:slot}, {icon:size} or {icon:tag}"));
  CHECK(contains(seen, "faces.yaml:26:11: W3010 image '" + (fs::path(dir) / "skull.svg").string() + "' not found"));
}
