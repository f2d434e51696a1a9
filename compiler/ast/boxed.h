// An optional child node kept on the heap. Most fields, blocks and action
// arguments have no condition or expression; holding one inline (as
// std::optional would) made every card member several hundred bytes, and
// the syntax trees of large sets most of the front end's memory.
#pragma once

#include <memory>
#include <utility>

namespace munchkinc::ast {

// The subset of std::optional's interface the passes use, with value
// semantics: copying a Boxed copies the node.
template <class T>
class Boxed {
 public:
  Boxed() = default;
  Boxed(T value) : node_(std::make_unique<T>(std::move(value))) {}  // implicit, as optional's
  Boxed(const Boxed& other) : node_(other ? std::make_unique<T>(*other) : nullptr) {}
  Boxed(Boxed&&) noexcept = default;
  Boxed& operator=(const Boxed& other) {
    if (this != &other) node_ = other ? std::make_unique<T>(*other) : nullptr;
    return *this;
  }
  Boxed& operator=(Boxed&&) noexcept = default;
  ~Boxed() = default;

  bool has_value() const { return node_ != nullptr; }
  explicit operator bool() const { return has_value(); }
  const T& operator*() const { return *node_; }
  T& operator*() { return *node_; }
  const T* operator->() const { return node_.get(); }
  T* operator->() { return node_.get(); }

 private:
  std::unique_ptr<T> node_;
};

}  // namespace munchkinc::ast
