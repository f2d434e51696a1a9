// What an output lands on: every writer of munchkinc goes through AtomicFile,
// so these cases are the promise "outputs never replace what they should not".
#include "source/atomic_file.h"
#include "source/interrupt_cleanup.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

namespace fs = std::filesystem;
using munchkinc::AtomicFile;
using munchkinc::writeFileAtomically;

namespace {

// A fresh folder per test, removed afterwards.
struct Scratch {
  Scratch() {
    std::string pattern = (fs::temp_directory_path() / "munchkinc-atomic-XXXXXX").string();
    REQUIRE(mkdtemp(pattern.data()) != nullptr);
    folder = pattern;
  }
  ~Scratch() { fs::remove_all(folder); }
  std::string operator/(const std::string& name) const { return (folder / name).string(); }
  fs::path folder;
};

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void put(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// Everything in the folder but the named files: debris.
int otherEntries(const fs::path& folder, std::initializer_list<std::string> expected) {
  int others = 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (std::find(expected.begin(), expected.end(), entry.path().filename().string()) == expected.end()) ++others;
  }
  return others;
}

}  // namespace

TEST_CASE("a new file gets the bytes and the umask's mode, and no temporary is left", "[atomic]") {
  Scratch dir;
  const mode_t mask = umask(022);
  CHECK(writeFileAtomically(dir / "out.txt", "hello") == "");
  umask(mask);
  CHECK(contents(dir / "out.txt") == "hello");
  struct stat info {};
  REQUIRE(stat((dir / "out.txt").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0644);
  CHECK(otherEntries(dir.folder, {"out.txt"}) == 0);
}

TEST_CASE("an existing file keeps its mode", "[atomic]") {
  Scratch dir;
  put(dir / "run.sh", "old");
  chmod((dir / "run.sh").c_str(), 0750);
  CHECK(writeFileAtomically(dir / "run.sh", "new") == "");
  struct stat info {};
  REQUIRE(stat((dir / "run.sh").c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0750);
  CHECK(contents(dir / "run.sh") == "new");
}

TEST_CASE("a file with two hard links is updated under both names", "[atomic]") {
  Scratch dir;
  put(dir / "a.mkn", "old");
  REQUIRE(link((dir / "a.mkn").c_str(), (dir / "b.mkn").c_str()) == 0);
  CHECK(writeFileAtomically(dir / "a.mkn", "new") == "");
  CHECK(contents(dir / "b.mkn") == "new");
  struct stat a {}, b {};
  REQUIRE(stat((dir / "a.mkn").c_str(), &a) == 0);
  REQUIRE(stat((dir / "b.mkn").c_str(), &b) == 0);
  CHECK(a.st_ino == b.st_ino);
  CHECK(otherEntries(dir.folder, {"a.mkn", "b.mkn"}) == 0);
}

TEST_CASE("a symbolic link stays a link and its target gets the bytes", "[atomic]") {
  Scratch dir;
  fs::create_directory(dir / "real");
  put(dir / "real/out.pdf", "old");
  fs::create_symlink("real/out.pdf", dir / "link.pdf");
  CHECK(writeFileAtomically(dir / "link.pdf", "new") == "");
  CHECK(fs::is_symlink(dir / "link.pdf"));
  CHECK(contents(dir / "real/out.pdf") == "new");

  SECTION("a dangling link creates its target") {
    fs::create_symlink("real/later.pdf", dir / "dangling.pdf");
    CHECK(writeFileAtomically(dir / "dangling.pdf", "made") == "");
    CHECK(fs::is_symlink(dir / "dangling.pdf"));
    CHECK(contents(dir / "real/later.pdf") == "made");
  }
}

TEST_CASE("a character device is written in place, never replaced", "[atomic]") {
  struct stat before {};
  REQUIRE(stat("/dev/null", &before) == 0);
  CHECK(writeFileAtomically("/dev/null", "discarded") == "");
  struct stat after {};
  REQUIRE(stat("/dev/null", &after) == 0);
  CHECK(S_ISCHR(after.st_mode));
  CHECK(after.st_rdev == before.st_rdev);
  CHECK(after.st_ino == before.st_ino);
}

TEST_CASE("a FIFO is written in place when read, and refused at once when nobody reads it", "[atomic]") {
  Scratch dir;
  const std::string fifo = dir / "pipe";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  CHECK(writeFileAtomically(fifo, "x") == "cannot write '" + fifo + "': a FIFO that nobody reads");

  std::string got;
  std::thread reader([&] { got = contents(fifo); });
  // The reader may not have opened the FIFO yet: try until it has.
  std::string error = "not tried";
  for (int attempt = 0; attempt < 500 && !error.empty(); ++attempt) {
    error = writeFileAtomically(fifo, "through the pipe");
    if (!error.empty()) usleep(2000);
  }
  reader.join();
  CHECK(error == "");
  CHECK(got == "through the pipe");
  struct stat info {};
  REQUIRE(stat(fifo.c_str(), &info) == 0);
  CHECK(S_ISFIFO(info.st_mode));
}

TEST_CASE("a folder is refused and left alone", "[atomic]") {
  Scratch dir;
  fs::create_directory(dir / "out");
  CHECK(writeFileAtomically(dir / "out", "x") ==
        "cannot write '" + (dir / "out") + "': it is a folder, and munchkinc replaces only regular files");
  CHECK(fs::is_directory(dir / "out"));
}

TEST_CASE("a leftover of a killed run is removed by the next write to the same target", "[atomic]") {
  Scratch dir;
  // A process id that is certainly gone: a child that has exited and been reaped.
  const pid_t child = fork();
  if (child == 0) _exit(0);
  REQUIRE(child > 0);
  waitpid(child, nullptr, 0);
  put(dir / (".out.txt.munchkinc-" + std::to_string(child) + "-abcdef"), "debris");
  put(dir / (".other.txt.munchkinc-" + std::to_string(child) + "-abcdef"), "another target's");
  CHECK(writeFileAtomically(dir / "out.txt", "fresh") == "");
  CHECK(otherEntries(dir.folder, {"out.txt", ".other.txt.munchkinc-" + std::to_string(child) + "-abcdef"}) == 0);
}

TEST_CASE("SIGTERM in the middle of a write removes the temporary", "[atomic]") {
  Scratch dir;
  int ready[2];
  REQUIRE(pipe(ready) == 0);
  const pid_t child = fork();
  if (child == 0) {
    AtomicFile file(dir / "big.pdf");
    file.write("partial", 7);
    (void)!write(ready[1], "r", 1);
    pause();
    _exit(0);
  }
  char byte = 0;
  REQUIRE(read(ready[0], &byte, 1) == 1);
  CHECK(otherEntries(dir.folder, {}) == 1);  // the temporary, while it writes
  kill(child, SIGTERM);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGTERM);
  CHECK(otherEntries(dir.folder, {}) == 0);
  close(ready[0]);
  close(ready[1]);
}

TEST_CASE("SIGTERM removes a registered temporary folder with everything in it", "[atomic]") {
  Scratch dir;
  // Many entries (more than one read of the folder returns) and a nested folder.
  const std::string drawn = dir / ".pngs.munchkinc-drawn";
  fs::create_directories(drawn + "/nested/deeper");
  for (int i = 0; i < 300; ++i) put(drawn + "/card-" + std::to_string(i) + "-with-a-longish-name.png", "png");
  put(drawn + "/nested/deeper/file", "x");
  int ready[2];
  REQUIRE(pipe(ready) == 0);
  const pid_t child = fork();
  if (child == 0) {
    munchkinc::registerTemporaryFolder(drawn);
    (void)!write(ready[1], "r", 1);
    pause();
    _exit(0);
  }
  char byte = 0;
  REQUIRE(read(ready[0], &byte, 1) == 1);
  kill(child, SIGTERM);
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFSIGNALED(status));
  CHECK(otherEntries(dir.folder, {}) == 0);
  close(ready[0]);
  close(ready[1]);
}

TEST_CASE("a signal ignored at the start (nohup) stays ignored", "[atomic]") {
  Scratch dir;
  const pid_t child = fork();
  if (child == 0) {
    std::signal(SIGHUP, SIG_IGN);
    AtomicFile file(dir / "out.txt");
    file.write("done", 4);
    raise(SIGHUP);
    _exit(file.commit() ? 0 : 1);
  }
  int status = 0;
  waitpid(child, &status, 0);
  CHECK(WIFEXITED(status));
  CHECK(contents(dir / "out.txt") == "done");
}

TEST_CASE("a target whose name is near the longest allowed still gets a temporary", "[atomic]") {
  Scratch dir;
  const std::string name(250, 'n');
  CHECK(writeFileAtomically(dir / name, "long") == "");
  CHECK(contents(dir / name) == "long");
}
