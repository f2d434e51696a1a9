# munchkin_add_set(<target> <set-folder> [NAME <identifier>] [SETS_PATH <folder>...])
#
# Compiles a Munchkin set to C++ at build time and makes <target>, a static
# library of its rule tables linking Munchkin::runtime. Code that links it
# includes "<identifier>_tables.h" and calls
# munchkin::sets::<identifier>_tables(). <identifier> defaults to the folder
# name made into a C identifier ("warhammer-aos" -> warhammer_aos).
#
# munchkinc writes a depfile naming every .mkn it read, including those of the
# sets and modules the set uses, so editing any of them rebuilds the tables;
# files whose content did not change keep their timestamps, so nothing
# downstream recompiles needlessly.
include_guard(GLOBAL)

function(munchkin_add_set target set_dir)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "NAME" "SETS_PATH")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "munchkin_add_set: unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  get_filename_component(set_dir "${set_dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT EXISTS "${set_dir}")
    message(FATAL_ERROR "munchkin_add_set: '${set_dir}' does not exist")
  endif()
  if(arg_NAME)
    set(name "${arg_NAME}")
  else()
    get_filename_component(folder "${set_dir}" NAME_WE)
    string(MAKE_C_IDENTIFIER "${folder}" name)
  endif()

  if(TARGET Munchkin::munchkinc)
    set(compiler Munchkin::munchkinc)
  elseif(TARGET munchkinc)
    set(compiler munchkinc)
  else()
    message(FATAL_ERROR "munchkin_add_set: munchkinc is not available (find_package(Munchkin) first)")
  endif()

  set(sets_path_args "")
  foreach(folder IN LISTS arg_SETS_PATH MUNCHKIN_SETS_DIR)
    list(APPEND sets_path_args --sets-path "${folder}")
  endforeach()

  set(out_dir "${CMAKE_CURRENT_BINARY_DIR}/${target}_tables")
  set(header "${out_dir}/${name}_tables.h")
  set(source "${out_dir}/${name}_tables.cpp")
  set(depfile "${out_dir}/${name}_tables.d")
  # The depfile covers the sets this one uses; the glob makes the very first
  # build (before any depfile exists) depend on the set's own files.
  file(GLOB own_sources CONFIGURE_DEPENDS "${set_dir}/*.mkn")
  if(NOT IS_DIRECTORY "${set_dir}")
    set(own_sources "${set_dir}")
  endif()

  # The source comes first: it is the target munchkinc names in the depfile,
  # and Ninja reads a depfile as describing an edge's first output.
  add_custom_command(
    OUTPUT "${source}" "${header}"
    COMMAND ${compiler} build "${set_dir}" --cpp-out "${out_dir}" --name "${name}" --depfile "${depfile}"
            --quiet ${sets_path_args}
    DEPENDS ${compiler} ${own_sources}
    DEPFILE "${depfile}"
    COMMENT "Compiling Munchkin set ${set_dir} to C++"
    VERBATIM)

  add_library(${target} STATIC "${source}" "${header}")
  target_include_directories(${target} PUBLIC "${out_dir}")
  target_link_libraries(${target} PUBLIC Munchkin::runtime)
  target_compile_features(${target} PUBLIC cxx_std_20)
endfunction()
